import { readTripToModify } from '../../planner';
import { saveWizardResult, TRIP_PREFERENCES_KEY } from '../wizard-storage';
import { wizardStateOf } from '../wizard-state';

const state = wizardStateOf({
  destination: ' Kyoto ',
  country: 'Japan',
  startDate: '2027-04-01',
  endDate: '2027-04-03',
  preferences: { travelStyle: ['Cultural'], activities: ['Museums'], accommodation: ['Resort'], budgetLevel: 4 },
});

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('saving the wizard', () => {
  it('keeps the result under tripPreferences and hands the trip to the planner form', () => {
    expect(saveWizardResult(state, 1_000)).toBe(true);
    const stored = JSON.parse(window.localStorage.getItem(TRIP_PREFERENCES_KEY)!);
    expect(stored).toEqual({
      destination: 'Kyoto',
      dateRange: { from: '2027-04-01', to: '2027-04-03' },
      preferences: { travelStyle: ['Cultural'], activities: ['Museums'], accommodation: ['Resort'], budgetLevel: 4, currency: 'USD', duration: '3 days', travelers: '2 adults' },
      timestamp: 1_000,
    });
    expect(readTripToModify(1_000)).toEqual({
      destination: 'Kyoto',
      country: 'Japan',
      startDate: '2027-04-01',
      endDate: '2027-04-03',
      preferences: stored.preferences,
      timestamp: 1_000,
      // the wizard confirms with its own toast, so the form does not announce the hand-off again
      scrollToTop: false,
    });
  });

  it('says so when local storage refuses', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveWizardResult(state)).toBe(false);
  });
});
