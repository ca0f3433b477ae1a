/** Check 16's parts: which visits need daylight, the assumed season, and local sunset. */
import { needsDaylight, seasonMiddle, sunsetMinutes, daylightDates } from '../daylight.js';
import { planTrip } from '../plan-trip.js';
import { daylightProblems } from '../check-rhythm.js';
import { tripCalendar } from '../trip-length.js';
import { destination, planRequest } from './planner.fixture.js';

describe('daylight', () => {
  test('parks, beaches, gardens and zoos need daylight; museums, aquariums, bars, observation decks and night markets do not', () => {
    expect(needsDaylight({ name: 'Jardin du Luxembourg', category: 'park' })).toBe(true);
    expect(needsDaylight({ name: 'Bondi Beach', category: 'sight' })).toBe(true);
    expect(needsDaylight({ name: 'Berlin Zoo', category: 'kids' })).toBe(true);
    expect(needsDaylight({ name: 'Dubai Aquarium & Underwater Zoo', category: 'kids' })).toBe(false);
    expect(needsDaylight({ name: 'Louvre', category: 'museum' })).toBe(false);
    expect(needsDaylight({ name: 'Shilin Night Market', category: 'market' })).toBe(false);
    expect(needsDaylight({ name: 'Griffith Park sunset hike', category: 'park' })).toBe(false);
    expect(needsDaylight({ name: 'Tokyo Skytree', category: 'viewpoint' })).toBe(false);
  });

  test('without dates, the middle of the first season the guide names', () => {
    expect(seasonMiddle('June to August brings near-endless daylight')).toBe('2026-07-15');
    // A season across the new year has its middle in the next one.
    expect(seasonMiddle('November to March, when days are warm')).toBe('2027-01-15');
    expect(seasonMiddle('Late March to mid-April for cherry blossom')).toBe('2026-04-01');
    expect(seasonMiddle('The dry season, May to October, brings sunny days')).toBe('2026-08-01');
    expect(seasonMiddle('Best in October, when the crowds thin')).toBe('2026-10-15');
    expect(seasonMiddle('Any time of year')).toBe('2026-09-22');
    expect(daylightDates({ dayCount: 3 }, { overview: { bestTimeToVisit: 'June to August' } } as never)).toEqual(['2026-07-15', '2026-07-16', '2026-07-17']);
  });

  test('sunset on the local clock, summer time included (published times, within 3 minutes)', () => {
    const near = (actual: number | undefined, hours: number, minutes: number) => expect(Math.abs(actual! - (hours * 60 + minutes))).toBeLessThanOrEqual(3);
    near(sunsetMinutes('2025-12-21', { lat: 59.3293, lng: 18.0686 }, 'Europe/Stockholm'), 14, 48);
    near(sunsetMinutes('2025-06-21', { lat: 51.5074, lng: -0.1278 }, 'Europe/London'), 21, 21);
    near(sunsetMinutes('2025-01-15', { lat: -33.8688, lng: 151.2093 }, 'Australia/Sydney'), 20, 9);
    near(sunsetMinutes('2025-03-20', { lat: 35.0116, lng: 135.7681 }, 'Asia/Tokyo'), 18, 8);
    // Midsummer in Reykjavik: the sun sets just after midnight, late that night rather than early that morning.
    near(sunsetMinutes('2025-06-22', { lat: 64.1466, lng: -21.9426 }, 'Atlantic/Reykjavik'), 24, 4);
    // Midsummer in Tromsø: the sun does not set.
    expect(sunsetMinutes('2025-06-21', { lat: 69.6492, lng: 18.9553 }, 'Europe/Oslo')).toBeUndefined();
  });

  test('the planner starts outdoor visits before sunset in a northern winter and in summer', () => {
    for (const [id, name, dates] of [
      ['stockholm', 'Stockholm', { startDate: '2025-12-15', endDate: '2025-12-19' }],
      ['edinburgh', 'Edinburgh', { startDate: '2025-11-11', endDate: '2025-11-18' }],
      ['cape-town', 'Cape Town', { startDate: '2025-07-11', endDate: '2025-07-16' }],
    ] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        const request = planRequest(name, { activities: ['Nature', 'Beach Activities', 'Photography'], duration: '5 days' }, { ...dates, seed });
        const trip = planTrip(request, destination(id));
        expect(daylightProblems(trip.itinerary, tripCalendar(request), destination(id))).toEqual([]);
        expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
      }
    }
  });
});
