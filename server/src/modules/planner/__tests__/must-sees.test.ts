/**
 * Check 13 (must-sees) on the trips issue 19 found without their icons, and the rule's parts:
 * the target, the excuses, and the planner's reservation.
 */
import { planTrip } from '../plan-trip.js';
import { mustSeeExcuse, mustSeeProblems, mustSeeTarget } from '../must-sees.js';
import { readTraveller } from '../traveller.js';
import { tripCalendar } from '../trip-length.js';
import type { PlanRequest } from '../types.js';
import { destination, place, planRequest } from './planner.fixture.js';

const titlesOf = (request: PlanRequest, id: string) => planTrip(request, destination(id)).itinerary.flatMap((day) => day.activities.map((activity) => activity.title));

describe('check 13: must-sees', () => {
  test.each([
    ['rio-de-janeiro', 'Rio de Janeiro', { activities: ['Nature', 'Beach Activities'], duration: '5 days' }, ['Christ the Redeemer', 'Sugarloaf Mountain (Pão de Açúcar)']],
    ['sydney', 'Sydney', { activities: ['Adventure', 'Nature'], duration: '4 days' }, ['Sydney Opera House']],
    ['dubai', 'Dubai', { activities: ['Shopping', 'Adventure'], duration: '4 days' }, ['Burj Khalifa At the Top']],
    ['rome', 'Rome', { activities: ['Historical Sites'], duration: '3 days' }, ['Colosseum']],
    ['bangkok', 'Bangkok', { activities: ['Food Tours', 'Nightlife'], duration: '5 days' }, ['Grand Palace & Wat Phra Kaew']],
  ])('%s: the trip holds its must-sees, whatever the interests', (id, name, preferences, icons) => {
    for (let seed = 1; seed <= 3; seed++) {
      const request = planRequest(name, preferences, { seed });
      const trip = planTrip(request, destination(id));
      expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
      expect(mustSeeProblems(trip.itinerary, destination(id), readTraveller(request).gentle, tripCalendar(request).weekdays)).toEqual([]);
      const titles = titlesOf(request, id);
      for (const icon of icons) expect(titles).toContain(icon);
    }
  });

  test('Rome for history in 3 days keeps the Vatican Museums or St Peter’s, and the Trevi Fountain or the Pantheon', () => {
    const titles = titlesOf(planRequest('Rome', { activities: ['Historical Sites'], duration: '3 days' }), 'rome');
    expect(titles.some((title) => /Vatican Museums|St Peter's Basilica/.test(title))).toBe(true);
    expect(titles.some((title) => /Trevi Fountain|Pantheon/.test(title))).toBe(true);
  });

  test('the target is 75% of min(must-sees, 2 x days), rounded up', () => {
    expect(mustSeeTarget(10, 4)).toBe(6);
    expect(mustSeeTarget(10, 1)).toBe(2);
    expect(mustSeeTarget(4, 7)).toBe(3);
    expect(mustSeeTarget(0, 3)).toBe(0);
    // a must-see that needs a day trip takes that day's two places
    expect(mustSeeTarget(8, 3, 6)).toBe(3);
    expect(mustSeeTarget(8, 3, 0)).toBe(5);
    expect(mustSeeTarget(3, 3, 3)).toBe(3);
    expect(mustSeeTarget(7, 1, 1)).toBe(2);
  });

  test('a trip of a day or two keeps its days in town and owes no must-see a day trip away, and an icon it sees counts even where it was excused (the Algarve, with children)', () => {
    const requests: PlanRequest[] = [
      { ...planRequest('Algarve', { activities: ['Food Tours', 'Local Experiences', 'Historical Sites', 'Shopping', 'Local Markets'], budgetLevel: 4, travelers: '3-4' }), startDate: '2025-03-03', endDate: '2025-03-04', seed: 262841 },
      { ...planRequest('Algarve', { activities: ['Nightlife', 'Pet Friendly'], budgetLevel: 2, travelers: 'family of 4' }), startDate: '2025-04-15', endDate: '2025-04-16', seed: 295501 },
    ];
    for (const request of requests) {
      const trip = planTrip(request, destination('algarve'));
      expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
      expect(trip.itinerary.some((day) => day.activities.some((activity) => activity.title.startsWith('Day trip: ')))).toBe(false);
      expect(mustSeeProblems(trip.itinerary, destination('algarve'), readTraveller(request).gentle, tripCalendar(request).weekdays)).toEqual([]);
    }
  });

  test('only a closure on every trip day, or a place unsuited to children when they come, excuses a must-see', () => {
    const mondaysOff = place('museum', { mustSee: true, hours: 'Tu-Su 09:00-17:00; Mo off' });
    expect(mustSeeExcuse(mondaysOff, false, [0])).toBe('closed on every day of the trip');
    expect(mustSeeExcuse(mondaysOff, false, [0, 1])).toBeUndefined();
    expect(mustSeeExcuse(mondaysOff, false, undefined)).toBeUndefined();
    const bar = place('bar', { mustSee: true, kidFriendly: false, category: 'nightlife' });
    expect(mustSeeExcuse(bar, true, undefined)).toBe('not for children');
    expect(mustSeeExcuse(bar, false, undefined)).toBeUndefined();
  });

  test('a trip missing its icons fails the check, naming them', () => {
    const rome = destination('rome');
    const problems = mustSeeProblems([{ day: 1, activities: [{ title: 'Colosseum' }] }, { day: 2, activities: [] }], rome, false, undefined);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^1 of 10 must-sees included; a 2-day trip needs 3 \(missing: .*Pantheon/);
  });

  test('in a region, a trip owes the must-sees within a visit or a day trip of the bases it stays at', () => {
    const iceland = destination('iceland-ring-road');
    const reykjavik = iceland.bases!.find((base) => base.id === 'reykjavik')!;
    const atReykjavik = { title: 'Dinner in Reykjavik', type: 'meal', location: { lat: reykjavik.lat, lng: reykjavik.lng } };
    const fourDays = Array.from({ length: 4 }, (_, i) => ({ day: i + 1, activities: [atReykjavik] }));
    const [problem] = mustSeeProblems(fourDays, iceland, false, undefined);
    // The east coast's glacier lagoon and the north's waterfalls are no day trip from Reykjavik.
    expect(problem).not.toMatch(/Jökulsárlón|Goðafoss/);
    expect(problem).toMatch(/Hallgrímskirkja/);
    // One day owes no day trip: only what lies in town.
    const [oneDay] = mustSeeProblems(fourDays.slice(0, 1), iceland, false, undefined);
    expect(oneDay).toMatch(/a 1-day trip needs/);
    expect(oneDay).not.toMatch(/Geysir|Skógafoss/);
  });
});
