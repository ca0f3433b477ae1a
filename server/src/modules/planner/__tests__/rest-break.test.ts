/** Check 15: idle stretches in the working day, and the one rest break that may fill one. */
import { deadTimeProblems } from '../check-rhythm.js';
import { planTrip } from '../plan-trip.js';
import { travelMinutes } from '../geo.js';
import { idleMinutes, withRestBreak } from '../rest-break.js';
import type { ScheduledItem } from '../types.js';
import { destination, near, planRequest } from './planner.fixture.js';

const at = (kind: ScheduledItem['kind'], start: number, duration: number, northKm = 0): ScheduledItem => ({ kind, start, duration, ...near(northKm) });

describe('dead time and rest breaks', () => {
  test('idle time counts only inside 09:00-18:00, after the travel on', () => {
    // Lunch ends at 13:00; the walk to dinner (the planner's least, even next door) comes first.
    const walk = Math.ceil(travelMinutes(near(0), near(0)));
    expect(idleMinutes(at('lunch', 12 * 60, 60), at('dinner', 19 * 60, 90))).toBe(5 * 60 - walk);
    expect(idleMinutes(at('stop', 7 * 60, 60), at('stop', 10 * 60, 60))).toBe(60);
    expect(idleMinutes(at('stop', 12 * 60, 60), at('stop', 16 * 60, 60, 3))).toBeLessThan(3 * 60);
  });

  test('a gap of three hours gets one rest break that leaves under two idle hours', () => {
    const items = [at('stop', 9 * 60, 120), at('lunch', 12 * 60, 60), at('stop', 13 * 60 + 10, 90), at('dinner', 18 * 60 + 30, 90)];
    const rested = withRestBreak(items);
    expect(rested.map((item) => item.kind)).toEqual(['stop', 'lunch', 'stop', 'rest', 'dinner']);
    const rest = rested[3];
    expect(rest.start).toBe(14 * 60 + 40);
    expect(rest.duration).toBeLessThanOrEqual(120);
    expect(idleMinutes(rest, rested[4])).toBeLessThanOrEqual(120);
  });

  test('a day with no long gap is left alone', () => {
    const items = [at('stop', 9 * 60, 150), at('lunch', 12 * 60, 60), at('stop', 13 * 60 + 10, 240), at('dinner', 18 * 60 + 30, 90)];
    expect(withRestBreak(items)).toEqual(items);
  });

  test('Kyoto for history: no afternoon is left empty, and a rest break is shown as its own item', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const trip = planTrip(planRequest('Kyoto', { activities: ['Historical Sites', 'Photography'], travelers: '2', duration: '1 Week' }, { seed }), destination('kyoto'));
      for (const day of trip.itinerary) {
        expect(deadTimeProblems(day)).toEqual([]);
        const rest = day.activities.filter((activity) => activity.title === 'Rest break');
        for (const item of rest) expect(item).toMatchObject({ type: 'other', description: expect.stringMatching(/^Nothing booked until \d\d:\d\d: /) });
      }
      expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
    }
  });
});
