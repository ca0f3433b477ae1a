/**
 * The preferences wizard as pure data and rules (docs/product/traveller.md, sections 2 to 5): its four
 * steps, its own defaults ('5 days', '2 adults'), what each step requires before Next, and the
 * summary's wording.
 */
import dayjs from 'dayjs';
import { type DateRange, FORM_PREFERENCES, type TripPreferences } from '../planner';

export const WIZARD_STEPS = ['Where to?', 'When?', 'What interests you?', 'Your Trip Preferences'] as const;
export type WizardStep = 0 | 1 | 2 | 3;
export const LAST_STEP: WizardStep = 3;

export const MIN_BUDGET_LEVEL = 1;
export const MAX_BUDGET_LEVEL = 5;

/** The wizard's defaults differ from the form's in duration and travelers (docs/product/traveller.md, section 3). */
export const WIZARD_PREFERENCES: TripPreferences = { ...FORM_PREFERENCES, duration: '5 days', travelers: '2 adults' };

// The trip lengths are the domain's, so the server reads each one as the wizard means it.
export { DURATION_CHOICES } from '@odyssey/domain';
export const TRAVELER_CHOICES = ['1 adult', '2 adults', '3 adults', '4 adults', '2 adults + kids', '5+ adults'] as const;

export interface WizardState {
  destination: string;
  country: string;
  range: DateRange;
  preferences: TripPreferences;
}

/** What the wizard opens with: a trip's request, or the assistant's suggestion merged into it. */
export interface WizardStart {
  destination?: string;
  country?: string;
  startDate?: string | null;
  endDate?: string | null;
  preferences?: Partial<TripPreferences>;
}

export interface WizardProblem {
  title: string;
  description: string;
}

export const DESTINATION_REQUIRED: WizardProblem = { title: 'Destination required', description: 'Please enter a destination to continue' };
export const PREFERENCES_REQUIRED: WizardProblem = { title: 'Preferences required', description: 'Please select at least one option from each category' };

export function wizardStateOf(start: WizardStart = {}): WizardState {
  const given = Object.fromEntries(Object.entries(start.preferences ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  const preferences = { ...WIZARD_PREFERENCES, ...given } as TripPreferences;
  return {
    destination: start.destination ?? '',
    country: start.country ?? '',
    range: start.startDate ? { from: start.startDate, ...(start.endDate ? { to: start.endDate } : {}) } : {},
    preferences: { ...preferences, budgetLevel: clampBudget(preferences.budgetLevel) },
  };
}

/** Merges the assistant's modification suggestion into the trip's own request: the suggestion wins where it speaks. */
export function mergeSuggestion(trip: WizardStart, suggestion: WizardStart): WizardStart {
  const suggestsDates = !!suggestion.startDate;
  return {
    destination: suggestion.destination || trip.destination,
    country: suggestion.destination ? (suggestion.country ?? '') : trip.country,
    startDate: suggestsDates ? suggestion.startDate : trip.startDate,
    endDate: suggestsDates ? suggestion.endDate : trip.endDate,
    preferences: { ...trip.preferences, ...suggestion.preferences },
  };
}

export function clampBudget(level: number): number {
  if (!Number.isFinite(level)) return WIZARD_PREFERENCES.budgetLevel;
  return Math.min(MAX_BUDGET_LEVEL, Math.max(MIN_BUDGET_LEVEL, Math.round(level)));
}

/** Why Next (or Generate Trip) cannot go on from this step, or null. Dates are optional. */
export function stepProblem(step: WizardStep, state: WizardState): WizardProblem | null {
  if (step === 0 || step === LAST_STEP) {
    if (!state.destination.trim()) return DESTINATION_REQUIRED;
  }
  if (step === 2 || step === LAST_STEP) {
    const { travelStyle, activities, accommodation } = state.preferences;
    if (travelStyle.length === 0 || activities.length === 0 || accommodation.length === 0) return PREFERENCES_REQUIRED;
  }
  return null;
}

export const hasFullRange = (range: DateRange) => !!range.from && !!range.to;

/** The summary's dates: the range, or 'Flexible' without a full one. */
export function summaryDates(range: DateRange): string {
  if (!range.from || !range.to) return 'Flexible';
  if (range.from === range.to) return dayjs(range.from).format('MMM D, YYYY');
  return `${dayjs(range.from).format('MMM D, YYYY')} – ${dayjs(range.to).format('MMM D, YYYY')}`;
}

/** With both dates the trip's length is theirs; otherwise the chosen duration stands. */
export function durationOf(state: WizardState): string {
  const { from, to } = state.range;
  if (!from || !to) return state.preferences.duration;
  const days = dayjs(to).diff(dayjs(from), 'day') + 1;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The choices shown, with the current value first when it is not one of them (a trip's '3-4', say). */
export function choicesWith(choices: readonly string[], current: string): string[] {
  return current && !choices.includes(current) ? [current, ...choices] : [...choices];
}
