/**
 * What the loading screen shows while a trip is planned: the server's progress events
 * (POST /api/trips/generate/stream) folded into a percentage, a message and five steps.
 */

/** One `progress` event, as the server sends it (server/src/modules/generation/progress.ts). */
export interface GenerationProgressEvent {
  /** 'understanding' | 'choosing places' | 'planning day N' | 'checking' | 'saving' */
  stage: string;
  percent: number;
  message: string;
}

export type StepKey = 'understanding' | 'choosing' | 'planning' | 'checking' | 'saving';

export const GENERATION_STEPS: ReadonlyArray<{ key: StepKey; label: string }> = [
  { key: 'understanding', label: 'Understanding your request' },
  { key: 'choosing', label: 'Choosing places' },
  { key: 'planning', label: 'Planning your days' },
  { key: 'checking', label: 'Checking the plan' },
  { key: 'saving', label: 'Saving your trip' },
];

export interface GenerationProgressState {
  /** 0 to 100; never goes back, even if events arrive out of order */
  percent: number;
  /** the latest message written for the traveller, e.g. "Day 2: Gion and Higashiyama (4 stops)" */
  message: string;
  /** the step the server is on; undefined until the first event */
  current?: StepKey;
}

export const INITIAL_PROGRESS: GenerationProgressState = { percent: 0, message: '' };

/** The step a server stage belongs to; unknown stages (a newer server) keep the current step. */
export function stepOf(stage: string): StepKey | undefined {
  if (stage === 'understanding') return 'understanding';
  if (stage === 'choosing places') return 'choosing';
  if (/^planning day \d+$/.test(stage)) return 'planning';
  if (stage === 'checking') return 'checking';
  if (stage === 'saving') return 'saving';
  return undefined;
}

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0);

export function advanceProgress(state: GenerationProgressState, event: GenerationProgressEvent): GenerationProgressState {
  const step = stepOf(event.stage);
  const stepOrder = (key?: StepKey) => GENERATION_STEPS.findIndex((candidate) => candidate.key === key);
  const current = step && stepOrder(step) >= stepOrder(state.current) ? step : state.current;
  return {
    percent: Math.max(state.percent, clampPercent(event.percent)),
    message: event.message || state.message,
    current,
  };
}

export type StepStatus = 'done' | 'active' | 'waiting';

/** Every step before the current one counts as done, even one the server went past without a word. */
export function stepStatuses(state: GenerationProgressState): Array<{ key: StepKey; label: string; status: StepStatus }> {
  const currentIndex = GENERATION_STEPS.findIndex((step) => step.key === state.current);
  return GENERATION_STEPS.map((step, index) => ({
    ...step,
    status: currentIndex < 0 || index > currentIndex ? 'waiting' : index < currentIndex ? 'done' : 'active',
  }));
}

/** Parses a `progress` event's data; anything malformed is ignored rather than shown. */
export function progressEventOf(data: unknown): GenerationProgressEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { stage, percent, message } = data as Record<string, unknown>;
  if (typeof stage !== 'string' || typeof percent !== 'number') return undefined;
  return { stage, percent, message: typeof message === 'string' ? message : '' };
}
