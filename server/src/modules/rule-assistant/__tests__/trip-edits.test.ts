import { extractItineraryEdit } from '../trip-edits.js';
import { LISBON_TRIP } from './offline-assistant.cases.js';

const itinerary = LISBON_TRIP.itinerary;

describe('extractItineraryEdit', () => {
  it.each([
    ['swap day 2 and 3', { kind: 'swapDays', a: 2, b: 3 }],
    ['switch days 4 and 5', { kind: 'swapDays', a: 4, b: 5 }],
    ['swap day 5 with day 1', { kind: 'swapDays', a: 1, b: 5 }],
    ['add a cooking class on day 3', { kind: 'addActivity', day: 3, title: 'Cooking class', type: 'other' }],
    ['on day 2, add a sunset cruise', { kind: 'addActivity', day: 2, title: 'Sunset cruise', type: 'sightseeing' }],
    ['add dinner at a tasca to day 4 please', { kind: 'addActivity', day: 4, title: 'Dinner at a tasca', type: 'meal' }],
    ['drop the museum on day 1', { kind: 'removeActivity', day: 1, match: 'Visit the Museu Calouste Gulbenkian' }],
    ['remove Pena Palace from day 3', { kind: 'removeActivity', day: 3, match: 'Pena Palace' }],
  ])('reads %j as %j', (text, edit) => {
    expect(extractItineraryEdit(text, itinerary).edit).toEqual(edit);
  });

  it.each([
    ['Remove the Oceanário', { kind: 'removeActivity', day: 5, match: 'Oceanário de Lisboa' }],
    ['remove the OCEANARIO please', { kind: 'removeActivity', day: 5, match: 'Oceanário de Lisboa' }],
    ['skip the aquarium', { kind: 'removeActivity', day: 5, match: 'Oceanário de Lisboa' }],
    ["I don't want to go to Sintra", { kind: 'removeActivity', day: 3, match: 'Day trip to Sintra' }],
    ['drop jeronimos', { kind: 'removeActivity', day: 2, match: 'Jerónimos Monastery' }],
    ['Make day 3 more relaxed', { kind: 'removeActivity', day: 3, match: 'Pena Palace' }],
    ['day 1 is too busy', { kind: 'removeActivity', day: 1, match: 'Sunset at Miradouro da Senhora do Monte' }],
  ])('reads %j, with no day or a day to lighten, as %j', (text, edit) => {
    expect(extractItineraryEdit(text, itinerary).edit).toEqual(edit);
  });

  it('asks which stop is meant when a name fits several, and leaves interests to the preferences', () => {
    const both = extractItineraryEdit('remove the museum', itinerary);
    expect(both.edit).toBeUndefined();
    expect(both.problem).toBe('I found "Visit the Museu Calouste Gulbenkian" on day 1 and "National Tile Museum" on day 4. Which one should go? Say, for example, "remove museum from day 1".');
    expect(extractItineraryEdit('remove museums', itinerary)).toEqual({ rest: 'remove museums' });
    expect(extractItineraryEdit('skip nightlife', itinerary)).toEqual({ rest: 'skip nightlife' });
    expect(extractItineraryEdit('remove the zoo', itinerary).problem).toBe('I couldn\'t find "zoo" in your plan.');
  });

  it('asks what to add to a day asked to be fuller, and keeps the rest of the message', () => {
    expect(extractItineraryEdit('make day 4 busier, and cheaper', itinerary)).toEqual({ problem: 'Tell me what you\'d like on day 4, for example "add a fado show to day 4", and I\'ll add it.', rest: 'and cheaper' });
    expect(extractItineraryEdit('make day 9 more relaxed', itinerary).problem).toBe('The trip has no day 9; it runs from day 1 to day 5.');
  });

  it('says why an edit does not fit the itinerary instead of proposing it', () => {
    expect(extractItineraryEdit('swap day 2 and 9', itinerary)).toEqual({ problem: 'The trip has no day 9; it runs from day 1 to day 5.', rest: '' });
    expect(extractItineraryEdit('drop the zoo on day 1', itinerary)).toEqual({ problem: 'I couldn\'t find "zoo" on day 1.', rest: '' });
    expect(extractItineraryEdit('swap day 2 and 2', itinerary).problem).toBe('Day 2 and day 2 are the same day.');
  });

  it('proposes edits as asked when it has no itinerary to check them against', () => {
    expect(extractItineraryEdit('drop the museum on day 1', []).edit).toEqual({ kind: 'removeActivity', day: 1, match: 'museum' });
  });

  it('leaves the rest of the message for other requests', () => {
    expect(extractItineraryEdit('swap day 2 and 3 and make it cheaper', itinerary).rest).toBe('and make it cheaper');
    expect(extractItineraryEdit('make it cheaper', itinerary)).toEqual({ rest: 'make it cheaper' });
  });
});
