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
