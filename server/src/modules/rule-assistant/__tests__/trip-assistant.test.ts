import type { ChatMessage, TripContext } from '../offline-assistant.types.js';
import { replyToTripChat } from '../trip-assistant.js';
import { currentTrip, datesOf } from '../trip-context.js';
import { LISBON_TRIP } from './offline-assistant.cases.js';
import { lookups, TODAY } from './real-lookups.js';

const asked = (content: string): ChatMessage[] => [
  { role: 'assistant', content: 'Hi! How would you like to change your trip to Lisbon?' },
  { role: 'user', content },
];
const reply = (content: string, context: TripContext = LISBON_TRIP) => replyToTripChat(asked(content), context, TODAY, lookups);

describe('replyToTripChat', () => {
  it('makes the trip cheaper and adds nature (acceptance)', () => {
    const { modificationSuggestion, message } = reply('Make it cheaper and add more nature');
    expect(modificationSuggestion?.preferences.budgetLevel).toBe(2);
    expect(modificationSuggestion?.preferences.activities).toEqual(['Food Tours', 'Museums & Art', 'Nature & Outdoors']);
    expect(message).toContain('Mid-range (3) to Economy (2)');
  });

  it('suggests Porto, keeping the dates and preferences (acceptance)', () => {
    const { modificationSuggestion, message } = reply("Let's go to Porto instead");
    expect(modificationSuggestion).toMatchObject({ destination: 'Porto', country: 'Portugal', startDate: '2025-06-01', endDate: '2025-06-05' });
    expect(modificationSuggestion?.preferences).toEqual(LISBON_TRIP.preferences);
    expect(message).toContain('Porto');
    expect(message).not.toMatch(/offline/i);
  });

  it('suggests a city the guide does not cover and says honestly that offline plans need a covered one nearby', () => {
    const { modificationSuggestion, message } = reply("Let's go to Coimbra instead");
    expect(modificationSuggestion).toMatchObject({ destination: 'Coimbra', country: 'Portugal', startDate: '2025-06-01', endDate: '2025-06-05' });
    expect(message).toMatch(/offline/i);
    expect(message).toContain('Porto');
  });

  it('merges every change onto the current preferences', () => {
    const { modificationSuggestion } = reply('no museums please, and make it luxury');
    expect(modificationSuggestion?.preferences).toEqual({ ...LISBON_TRIP.preferences, activities: ['Food Tours'], budgetLevel: 5 });
  });

  it('drops a wizard activity name for the interest it stands for', () => {
    const context = { ...LISBON_TRIP, preferences: { ...LISBON_TRIP.preferences, activities: ['Museums', 'Nightlife'] } };
    expect(reply('no museums', context).modificationSuggestion?.preferences.activities).toEqual(['Nightlife']);
  });

  it('makes the trip more relaxed with a style and an activity the planner honours, and packed again', () => {
    const relaxed = reply('make it more relaxed').modificationSuggestion?.preferences;
    expect(relaxed).toMatchObject({ travelStyle: ['Relaxed'], activities: ['Food Tours', 'Museums & Art', 'Relaxation'] });
    const context = { ...LISBON_TRIP, preferences: { ...LISBON_TRIP.preferences, ...relaxed } };
    expect(reply('more packed please', context).modificationSuggestion?.preferences).toMatchObject({ travelStyle: ['Packed'], activities: ['Food Tours', 'Museums & Art'] });
  });

  it('moves the dates and changes the length, keeping dates and duration in step', () => {
    expect(reply('move it to 10-14 June').modificationSuggestion).toMatchObject({ startDate: '2025-06-10', endDate: '2025-06-14', preferences: { duration: '5 days' } });
    expect(reply('make it 3 days longer').modificationSuggestion).toMatchObject({ startDate: '2025-06-01', endDate: '2025-06-08', preferences: { duration: '8 days' } });
    expect(reply('only 4 days').modificationSuggestion).toMatchObject({ endDate: '2025-06-04', preferences: { duration: '4 days' } });
    const undated = { ...LISBON_TRIP, dates: 'No dates specified' };
    const longer = reply('make it 3 days longer', undated).modificationSuggestion;
    expect(longer?.preferences.duration).toBe('8 days');
    expect(longer?.startDate).toBeUndefined();
  });

  it('proposes concrete itinerary edits without a preference suggestion', () => {
    expect(reply('swap day 2 and 3')).toEqual({ message: 'I can swap day 2 and day 3.', proposedEdit: { kind: 'swapDays', a: 2, b: 3 } });
    expect(reply('add a cooking class on day 3').proposedEdit).toEqual({ kind: 'addActivity', day: 3, title: 'Cooking class', type: 'other' });
    expect(reply('drop the museum on day 1').proposedEdit).toEqual({ kind: 'removeActivity', day: 1, match: 'Visit the Museu Calouste Gulbenkian' });
  });

  it('does not read the words of an edit as a change of interests', () => {
    expect(reply('drop the museum on day 1').modificationSuggestion).toBeUndefined();
  });

  it('combines an edit with a preference change', () => {
    const both = reply('swap day 2 and 3 and make it cheaper');
    expect(both.proposedEdit).toEqual({ kind: 'swapDays', a: 2, b: 3 });
    expect(both.modificationSuggestion?.preferences.budgetLevel).toBe(2);
  });

  it('suggests nothing and says what it can do when it understands no change', () => {
    for (const text of ['hello', 'the weather']) {
      const answer = reply(text);
      expect(answer.modificationSuggestion).toBeUndefined();
      expect(answer.proposedEdit).toBeUndefined();
      expect(answer.message).toMatch(/cheaper or more luxurious/);
    }
  });

  it('answers a question from the guide and changes nothing, though the question names a month (issue 17)', () => {
    const answer = reply('what is the weather like in December?');
    expect(answer.modificationSuggestion).toBeUndefined();
    expect(answer.proposedEdit).toBeUndefined();
    expect(answer.message).toContain("can't see live forecasts");
    expect(answer.message).toContain('Winters are mild but can be rainy');
  });

  it('answers the question and makes the change when a message holds both', () => {
    const answer = reply('Is Pena Palace worth it? Also make it cheaper');
    expect(answer.message).toMatch(/^Pena Palace: .* It is on day 3 of your plan\./);
    expect(answer.modificationSuggestion?.preferences.budgetLevel).toBe(2);
  });

  it('makes one day lighter without changing the whole trip', () => {
    const answer = reply('Make day 3 more relaxed');
    expect(answer.modificationSuggestion).toBeUndefined();
    expect(answer.proposedEdit).toEqual({ kind: 'removeActivity', day: 3, match: 'Pena Palace' });
  });

  it('finds a stop named without a day on the day that holds it', () => {
    expect(reply('Remove the Oceanário').proposedEdit).toEqual({ kind: 'removeActivity', day: 5, match: 'Oceanário de Lisboa' });
  });

  it('never tells the reader how to apply an edit, as only the client knows whether they may', () => {
    expect(reply('swap day 2 and 3').message).not.toMatch(/click|apply/i);
  });

  it('says so when the change is already made', () => {
    const answer = reply('skip nightlife');
    expect(answer.modificationSuggestion).toBeUndefined();
    expect(answer.message).toMatch(/Nightlife isn't one of your interests/);
    const luxurious = { ...LISBON_TRIP, preferences: { ...LISBON_TRIP.preferences, budgetLevel: 5 } };
    expect(reply('more luxurious', luxurious).message).toMatch(/already Luxury/);
  });
});

describe('currentTrip', () => {
  it("fills in the form's defaults and reads the dates text", () => {
    expect(currentTrip({ destination: 'Rome' })).toEqual({
      destination: 'Rome',
      country: '',
      days: 7,
      preferences: { travelStyle: [], accommodation: [], activities: [], budgetLevel: 3, currency: 'USD', duration: '1 Week', travelers: '1' },
      itinerary: [],
    });
    expect(datesOf('2025-06-01 to 2025-06-05')).toEqual({ startDate: '2025-06-01', endDate: '2025-06-05' });
    expect(datesOf('June 1, 2025 to June 5, 2025')).toEqual({ startDate: '2025-06-01', endDate: '2025-06-05' });
    expect(datesOf('No dates specified')).toBeUndefined();
  });
});
