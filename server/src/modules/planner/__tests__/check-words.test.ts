/** Check 18 (words match the plan): names in a day's summary, stated travel times and "open daily" claims. */
import { parseWeeklyHours } from '../../guide/index.js';
import { contradiction, statedTravelMinutes, withoutContradictions, wordProblems } from '../check-words.js';
import type { StoredDay } from '../check-day.js';
import { planTrip } from '../plan-trip.js';
import { destination, place, planRequest } from './planner.fixture.js';

const paris = destination('paris');
const louvre = paris.places.find((candidate) => candidate.name.startsWith('Louvre'))!;
const orsay = paris.places.find((candidate) => candidate.name.includes('Orsay'))!;

describe('check 18: words match the plan', () => {
  test('reads stated travel times', () => {
    expect(statedTravelMinutes('Nara is 45 minutes away by Kintetsu train.')).toBe(45);
    expect(statedTravelMinutes('About 1.5 hours by train from the city.')).toBe(90);
    expect(statedTravelMinutes('An hour by ferry.')).toBe(60);
    expect(statedTravelMinutes('The hall holds 45 minutes of music.')).toBeUndefined();
  });

  test('a stated travel time far from the plan’s, or "open daily" for a place with a closing day, contradicts; the writer drops that sentence', () => {
    const closedMondays = place('Museum', { hours: 'Tu-Su 10:00-18:00' });
    expect(contradiction('It is 45 minutes away by train.', undefined, 100)).toBe('says 45 min of travel, but the plan takes 100 min');
    expect(contradiction('It is 90 minutes away by train.', undefined, 100)).toBeUndefined();
    expect(contradiction('Open daily from ten.', closedMondays, undefined)).toBe('says Museum is open every day, but it is closed on mo');
    expect(contradiction('Open daily from ten.', { ...closedMondays, weeklyHours: parseWeeklyHours('Mo-Su 10:00-18:00') }, undefined)).toBeUndefined();
    expect(withoutContradictions('A temple town. It is 45 minutes away by train. Go early.', undefined, 100)).toBe('A temple town. Go early.');
  });

  test("a day's title or description naming another day's stop fails; a stored plan passes", () => {
    const day: StoredDay = { day: 1, title: `${louvre.name} and more`, description: `A day in Paris: ${orsay.name}.`, activities: [{ title: orsay.name, type: 'sightseeing', time: '10:00', duration: 120 }] };
    expect(wordProblems([day], paris)).toEqual([`day 1: the day's title or description names ${louvre.name}, which is not on that day`]);
    const trip = planTrip(planRequest('Paris', { activities: ['Museums & Art'], duration: '4 days' }), paris);
    expect(wordProblems(trip.itinerary, paris)).toEqual([]);
  });
});
