/** How far a trip's generation has come, as the stream endpoint reports it. */
export type GenerationStage = 'understanding' | 'choosing places' | `planning day ${number}` | 'checking' | 'saving';

export interface GenerationProgress {
  stage: GenerationStage;
  /** 0 to 100, never going back */
  percent: number;
  /** for the traveller, e.g. "Day 2: Ribeira · Baixa" */
  message: string;
}

export type ProgressListener = (progress: GenerationProgress) => void;

/** A listener that never hears a smaller percentage than it already heard. */
export function rising(listener: ProgressListener | undefined): (stage: GenerationStage, percent: number, message: string) => void {
  let last = 0;
  return (stage, percent, message) => {
    last = Math.max(last, Math.min(100, Math.round(percent)));
    listener?.({ stage, percent: last, message });
  };
}
