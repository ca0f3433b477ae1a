import { choicesWith, DESTINATION_REQUIRED, durationOf, mergeSuggestion, PREFERENCES_REQUIRED, stepProblem, summaryDates, wizardStateOf } from '../wizard-state';

const chosen = { travelStyle: ['Cultural'], activities: ['Museums'], accommodation: ['Boutique Hotel'] };

describe('wizard defaults', () => {
  it("starts empty with the wizard's own defaults: 5 days, 2 adults, budget 3, USD", () => {
    expect(wizardStateOf()).toEqual({
      destination: '',
      country: '',
      range: {},
      preferences: { travelStyle: [], accommodation: [], activities: [], budgetLevel: 3, currency: 'USD', duration: '5 days', travelers: '2 adults' },
    });
  });

  it("takes the trip's request over the defaults, dates included", () => {
    const state = wizardStateOf({ destination: 'Lisbon', country: 'Portugal', startDate: '2027-05-01', endDate: '2027-05-04', preferences: { travelers: '3-4', budgetLevel: 2 } });
    expect(state).toMatchObject({ destination: 'Lisbon', country: 'Portugal', range: { from: '2027-05-01', to: '2027-05-04' } });
    expect(state.preferences).toMatchObject({ travelers: '3-4', budgetLevel: 2, duration: '5 days' });
  });

  it('keeps the budget level within 1 to 5', () => {
    expect(wizardStateOf({ preferences: { budgetLevel: 9 } }).preferences.budgetLevel).toBe(5);
    expect(wizardStateOf({ preferences: { budgetLevel: 0 } }).preferences.budgetLevel).toBe(1);
    expect(wizardStateOf({ preferences: { budgetLevel: Number.NaN } }).preferences.budgetLevel).toBe(3);
  });

  it('ignores empty values in what it opens with', () => {
    expect(wizardStateOf({ preferences: { travelers: '', duration: undefined } }).preferences).toMatchObject({ travelers: '2 adults', duration: '5 days' });
  });
});

describe('wizard validation', () => {
  it('needs a destination that is not blank before leaving the first step', () => {
    expect(stepProblem(0, wizardStateOf({ destination: '   ' }))).toEqual(DESTINATION_REQUIRED);
    expect(DESTINATION_REQUIRED).toEqual({ title: 'Destination required', description: 'Please enter a destination to continue' });
    expect(stepProblem(0, wizardStateOf({ destination: 'Kyoto' }))).toBeNull();
  });

  it('lets the dates step pass without dates', () => {
    expect(stepProblem(1, wizardStateOf({ destination: 'Kyoto' }))).toBeNull();
  });

  it('needs one option in each of travel style, activities and accommodation on the interests step', () => {
    expect(PREFERENCES_REQUIRED).toEqual({ title: 'Preferences required', description: 'Please select at least one option from each category' });
    expect(stepProblem(2, wizardStateOf({ destination: 'Kyoto', preferences: { ...chosen, accommodation: [] } }))).toEqual(PREFERENCES_REQUIRED);
    expect(stepProblem(2, wizardStateOf({ destination: 'Kyoto', preferences: { ...chosen, travelStyle: [] } }))).toEqual(PREFERENCES_REQUIRED);
    expect(stepProblem(2, wizardStateOf({ destination: 'Kyoto', preferences: { ...chosen, activities: [] } }))).toEqual(PREFERENCES_REQUIRED);
    expect(stepProblem(2, wizardStateOf({ destination: 'Kyoto', preferences: chosen }))).toBeNull();
  });

  it('checks everything again on the summary, before Generate Trip', () => {
    expect(stepProblem(3, wizardStateOf({ destination: '', preferences: chosen }))).toEqual(DESTINATION_REQUIRED);
    expect(stepProblem(3, wizardStateOf({ destination: 'Kyoto' }))).toEqual(PREFERENCES_REQUIRED);
    expect(stepProblem(3, wizardStateOf({ destination: 'Kyoto', preferences: chosen }))).toBeNull();
  });
});

describe('wizard summary', () => {
  it("says 'Flexible' without a full date range", () => {
    expect(summaryDates({})).toBe('Flexible');
    expect(summaryDates({ from: '2027-05-01' })).toBe('Flexible');
    expect(summaryDates({ from: '2027-05-01', to: '2027-05-04' })).toBe('May 1, 2027 – May 4, 2027');
    expect(summaryDates({ from: '2027-05-01', to: '2027-05-01' })).toBe('May 1, 2027');
  });

  it('takes the length from full dates, else from the chosen duration', () => {
    expect(durationOf(wizardStateOf({ startDate: '2027-05-01', endDate: '2027-05-04' }))).toBe('4 days');
    expect(durationOf(wizardStateOf({ startDate: '2027-05-01', endDate: '2027-05-01' }))).toBe('1 day');
    expect(durationOf(wizardStateOf({ startDate: '2027-05-01' }))).toBe('5 days');
  });

  it("offers a trip's own value beside the usual choices", () => {
    expect(choicesWith(['1 adult', '2 adults'], '3-4')).toEqual(['3-4', '1 adult', '2 adults']);
    expect(choicesWith(['1 adult', '2 adults'], '2 adults')).toEqual(['1 adult', '2 adults']);
  });
});

describe("the assistant's suggestion merged into the trip", () => {
  const trip = { destination: 'Lisbon', country: 'Portugal', startDate: '2027-05-01', endDate: '2027-05-05', preferences: { budgetLevel: 3, activities: ['Food Tours'], travelers: '2' } };

  it('takes the suggested preferences over the trip and keeps the rest', () => {
    const merged = mergeSuggestion(trip, { destination: 'Lisbon', country: 'Portugal', preferences: { budgetLevel: 2, activities: ['Food Tours', 'Nature & Outdoors'] } });
    expect(merged).toEqual({ destination: 'Lisbon', country: 'Portugal', startDate: '2027-05-01', endDate: '2027-05-05', preferences: { budgetLevel: 2, activities: ['Food Tours', 'Nature & Outdoors'], travelers: '2' } });
  });

  it('takes a suggested destination with its country, and suggested dates', () => {
    const merged = mergeSuggestion(trip, { destination: 'Porto', country: 'Portugal', startDate: '2027-06-10', endDate: '2027-06-14', preferences: {} });
    expect(merged).toMatchObject({ destination: 'Porto', country: 'Portugal', startDate: '2027-06-10', endDate: '2027-06-14' });
  });
});
