import { schemaErrors } from '../../provider/structured-output.js';
import { editOf, suggestionOf, TRIP_CHAT_SCHEMA, TRIP_REQUEST_SCHEMA, tripChatProblems, tripRequestOf, tripRequestProblems, type TripChatAnswer, type TripRequestAnswer } from '../chat-answers.js';
import { isReady } from '../chat.service.js';

const LISBON: TripRequestAnswer = {
  destination: ' Lisbon ',
  country: 'Portugal',
  startDate: null,
  endDate: null,
  preferences: { travelStyle: ['Cultural', 'Cultural'], accommodation: [], activities: ['Food Tours', 'Museums & Art'], budgetLevel: 3, currency: 'USD', duration: '5 days', travelers: '2' },
};

describe('the trip request a chat amounts to', () => {
  test('a good answer fits the strict schema and becomes the offline assistant’s shape', () => {
    expect(schemaErrors(TRIP_REQUEST_SCHEMA, LISBON)).toEqual([]);
    expect(tripRequestProblems(LISBON)).toEqual([]);
    expect(tripRequestOf(LISBON)).toEqual({ destination: 'Lisbon', country: 'Portugal', preferences: { ...LISBON.preferences, travelStyle: ['Cultural'] } });
  });

  test('no interests gives the home chat’s default, Sightseeing; dates are kept when both are given', () => {
    const request = tripRequestOf({ ...LISBON, startDate: '2026-05-01', endDate: '2026-05-05', preferences: { ...LISBON.preferences, activities: [] } });
    expect(request).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-05', preferences: { activities: ['Sightseeing'] } });
  });

  test.each([
    [{ startDate: '2026-02-30', endDate: '2026-03-02' }, 'startDate "2026-02-30" is not a real YYYY-MM-DD date'],
    [{ startDate: '2026-05-01', endDate: null }, 'give both startDate and endDate, or neither'],
    [{ startDate: '2026-05-09', endDate: '2026-05-01' }, 'endDate is before startDate'],
    [{ startDate: '2026-05-01', endDate: '2026-07-01' }, 'trips are at most 30 days'],
    [{ preferences: { ...LISBON.preferences, budgetLevel: 7 } }, 'preferences.budgetLevel must be 1 to 5'],
    [{ preferences: { ...LISBON.preferences, currency: 'euros' } }, 'preferences.currency must be a three-letter ISO code such as USD'],
  ])('%o is sent back: %s', (change, problem) => {
    expect(tripRequestProblems({ ...LISBON, ...change } as TripRequestAnswer)).toContain(problem);
  });
});

describe('the trip assistant’s answer', () => {
  const answer: TripChatAnswer = {
    message: 'Here is a cheaper plan with more nature.',
    modificationSuggestion: { ...LISBON, preferences: { ...LISBON.preferences, budgetLevel: 2, activities: ['Food Tours', 'Museums & Art', 'Nature & Outdoors'] } },
    proposedEdit: { kind: 'swapDays', a: 3, b: 2, day: null, match: null, title: null, activityType: null },
  };

  test('fits the strict schema, nulls included, and converts to the offline shapes', () => {
    expect(schemaErrors(TRIP_CHAT_SCHEMA, answer)).toEqual([]);
    expect(schemaErrors(TRIP_CHAT_SCHEMA, { ...answer, modificationSuggestion: null, proposedEdit: null })).toEqual([]);
    expect(tripChatProblems(answer, 5)).toEqual([]);
    expect(suggestionOf(answer.modificationSuggestion!)).toMatchObject({ destination: 'Lisbon', preferences: { budgetLevel: 2 } });
    expect(editOf(answer.proposedEdit!)).toEqual({ kind: 'swapDays', a: 2, b: 3 });
    expect(editOf({ kind: 'addActivity', a: null, b: null, day: 2, match: null, title: ' Cooking class ', activityType: null })).toEqual({ kind: 'addActivity', day: 2, title: 'Cooking class', type: 'other' });
  });

  test('an edit outside the trip’s days, or missing its fields, is sent back', () => {
    expect(tripChatProblems({ ...answer, proposedEdit: { ...answer.proposedEdit!, b: 9 } }, 5)).toEqual(['proposedEdit: swapDays needs day numbers from 1 to 5']);
    expect(tripChatProblems({ ...answer, proposedEdit: { kind: 'removeActivity', a: null, b: null, day: 1, match: ' ', title: null, activityType: null } }, 5)).toEqual(['proposedEdit: removeActivity needs match']);
  });
});

test('a ready reply holds one of the phrases verbatim', () => {
  expect(isReady("Great! I'm ready to create your 5-day Lisbon itinerary.")).toBe(true);
  expect(isReady('Where would you like to go?')).toBe(false);
});
