/**
 * What 'Generate Trip' keeps in the browser (docs/product/traveller.md, sections 3 and 7): the wizard's
 * result under tripPreferences, and the trip-to-modify hand-off the planner form on / reads to
 * prefill itself. No server call.
 */
import { storeTripToModify } from '../planner';
import { durationOf, type WizardState } from './wizard-state';

export const TRIP_PREFERENCES_KEY = 'tripPreferences';

export interface StoredWizardResult {
  preferences: WizardState['preferences'];
  destination: string;
  dateRange: WizardState['range'];
  timestamp: number;
}

/** The wizard's choices as a generation request (the server's GenerateTripInput). */
export function wizardRequestOf(state: WizardState) {
  return {
    destination: state.destination.trim(),
    country: state.country,
    startDate: state.range.from ?? null,
    endDate: state.range.to ?? null,
    preferences: { ...state.preferences, duration: durationOf(state) },
  };
}

export type WizardRequest = ReturnType<typeof wizardRequestOf>;

/** false when local storage refused (full, disabled or blocked). */
export function saveWizardResult(state: WizardState, now = Date.now()): boolean {
  const preferences = { ...state.preferences, duration: durationOf(state) };
  const destination = state.destination.trim();
  try {
    const result: StoredWizardResult = { preferences, destination, dateRange: state.range, timestamp: now };
    window.localStorage.setItem(TRIP_PREFERENCES_KEY, JSON.stringify(result));
  } catch {
    return false;
  }
  // The wizard scrolls up and confirms with its own toast, so the form need not announce the hand-off.
  return storeTripToModify(
    { destination, country: state.country, startDate: state.range.from ?? null, endDate: state.range.to ?? null, preferences },
    { now, announce: false },
  );
}
