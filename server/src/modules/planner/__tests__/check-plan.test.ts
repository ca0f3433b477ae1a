import { budgetSpreadProblems, checkPlan, type CheckContext, type TripToCheck } from '../check-plan.js';
import { planTrip } from '../plan-trip.js';
import { parseWeeklyHours } from '../../guide/index.js';
import type { LoadedDestination, PlannedTrip } from '../types.js';
import { destination, near, place, planRequest } from './planner.fixture.js';

const request = planRequest('Paris', { activities: ['Museums & Art', 'Food Tours'], duration: '4 days' }, { startDate: '2025-06-09', endDate: '2025-06-12' });
const context: CheckContext = { request, destination: destination('paris'), country: { currencies: ['EUR'], languages: ['French'] } };

function goodTrip(): PlannedTrip {
  return structuredClone(planTrip(request, destination('paris')));
}

function failedChecks(trip: TripToCheck, given = context): number[] {
  return checkPlan(trip, given).filter((check) => !check.passed).map((check) => check.check);
}

describe('checkPlan', () => {
  it('passes a plan from the planner on every check it makes', () => {
    const results = checkPlan(goodTrip(), context);
    expect(results.map((check) => check.check)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18]);
    expect(results.filter((check) => !check.passed)).toEqual([]);
  });

  it('1 delivery: fails on a missing day', () => {
    const trip = goodTrip();
    trip.itinerary.pop();
    expect(failedChecks(trip)).toContain(1);
  });

  it('2 complete days: fails on a day with two activities or an activity without a time', () => {
    const short = goodTrip();
    short.itinerary[0].activities = short.itinerary[0].activities.slice(0, 2);
    expect(failedChecks(short)).toContain(2);
    const untimed = goodTrip();
    untimed.itinerary[1].activities[0].time = 'morning';
    expect(failedChecks(untimed)).toContain(2);
  });

  it('3 feasible schedule: fails when an activity starts before the previous one ends, or after 22:30', () => {
    const overlap = goodTrip();
    const [first, second] = overlap.itinerary[0].activities;
    second.time = first.time;
    expect(failedChecks(overlap)).toContain(3);
    const late = goodTrip();
    const last = late.itinerary[0].activities[late.itinerary[0].activities.length - 1];
    last.duration = 600;
    expect(failedChecks(late)).toContain(3);
  });

  it('4 meals: fails without a dinner, or with lunch at 16:00', () => {
    const noDinner = goodTrip();
    noDinner.itinerary[0].activities = noDinner.itinerary[0].activities.filter((activity) => !activity.title.startsWith('Dinner'));
    expect(failedChecks(noDinner)).toContain(4);
    const lateLunch = goodTrip();
    lateLunch.itinerary[1].activities.find((activity) => activity.title.startsWith('Lunch'))!.time = '16:00';
    expect(failedChecks(lateLunch)).toContain(4);
  });

  it('5 no repeats: fails when a place appears twice', () => {
    const trip = goodTrip();
    const stop = trip.itinerary[0].activities.find((activity) => activity.type !== 'meal')!;
    trip.itinerary[2].activities.push({ ...stop, time: '22:00', duration: 10 });
    expect(failedChecks(trip)).toContain(5);
  });

  it('6 grounded: fails on a stop without coordinates, far away, or not where the landmark is', () => {
    const unplaced = goodTrip();
    unplaced.itinerary[0].activities.find((activity) => activity.type !== 'meal')!.location = { city: 'Paris' };
    expect(failedChecks(unplaced)).toContain(6);
    const far = goodTrip();
    far.itinerary[0].activities.find((activity) => activity.type !== 'meal')!.location = { lat: 45.76, lng: 4.83, city: 'Lyon' };
    expect(failedChecks(far)).toContain(6);
    const moved = goodTrip();
    const stop = moved.itinerary[1].activities.find((activity) => activity.type !== 'meal')!;
    stop.location = { lat: stop.location!.lat! + 0.03, lng: stop.location!.lng, city: 'Paris' };
    expect(failedChecks(moved)).toContain(6);
  });

  it('7 route efficiency: fails when a day zigzags', () => {
    const trip = goodTrip();
    const day = trip.itinerary.find((candidate) => candidate.activities.length >= 5)!;
    const points = [
      { lat: 48.86, lng: 2.3 },
      { lat: 48.86, lng: 2.4 },
      { lat: 48.86, lng: 2.31 },
      { lat: 48.86, lng: 2.39 },
    ];
    day.activities.slice(0, 4).forEach((activity, i) => (activity.location = { ...points[i], city: 'Paris' }));
    expect(failedChecks(trip)).toContain(7);
  });

  it('8 opening hours: fails with the Louvre on a Tuesday, and does not apply without dates', () => {
    const trip = goodTrip();
    trip.itinerary[1].activities.push({ title: 'Louvre Museum', description: 'Art.', type: 'sightseeing', time: '21:00', duration: 60, location: { lat: 48.8611, lng: 2.3364, city: 'Paris' }, address: 'Rue de Rivoli' });
    expect(failedChecks(trip)).toContain(8);
    const dateless = checkPlan(goodTrip(), { ...context, request: { ...request, startDate: undefined, endDate: undefined } });
    expect(dateless.find((check) => check.check === 8)).toMatchObject({ applied: false, passed: true });
  });

  it('9 pace: fails on a day with more than nine hours of visits', () => {
    const trip = goodTrip();
    trip.itinerary[0].activities.find((activity) => activity.type === 'sightseeing')!.duration = 700;
    expect(failedChecks(trip)).toContain(9);
  });

  it('10 interests: fails when no stop serves a chosen interest', () => {
    const trip = goodTrip();
    expect(failedChecks(trip, { ...context, request: { ...request, preferences: { ...request.preferences, activities: ['Wine Tasting'] } } })).toContain(10);
  });

  it('10 interests: excuses an interest whose only places are shut on every day of the trip', () => {
    const paris = destination('paris');
    const shutMondays = 'Tu-Su 10:00-18:00; Mo off';
    const wineShutMondays = { ...paris, places: paris.places.map((place) => (place.interests.includes('Wine Tasting') ? { ...place, hours: shutMondays, weeklyHours: parseWeeklyHours(shutMondays) } : place)) };
    const monday = planRequest('Paris', { activities: ['Wine Tasting', 'Museums & Art'], duration: '1 day' }, { startDate: '2025-06-09', endDate: '2025-06-09' });
    const trip = planTrip(monday, wineShutMondays);
    expect(failedChecks(trip, { ...context, request: monday, destination: wineShutMondays })).not.toContain(10);
    // On a Tuesday the same places open, and the trip owes the interest.
    const tuesday = { ...monday, startDate: '2025-06-10', endDate: '2025-06-10' };
    expect(failedChecks(trip, { ...context, request: tuesday, destination: wineShutMondays })).toContain(10);
  });

  it('10 interests: a trip of two days owes no interest that only day trips serve; a third day owes it', () => {
    const paris = destination('paris');
    const wineOutOfTown = { ...paris, places: [...paris.places.filter((candidate) => !candidate.interests.includes('Wine Tasting')), place('Champagne cellars', { category: 'daytrip', dayTrip: true, interests: ['Wine Tasting'], durationMin: 300, ...near(140) })] };
    const weekend = planRequest('Paris', { activities: ['Museums & Art', 'Wine Tasting'], duration: '2 days' });
    const trip = planTrip(weekend, wineOutOfTown);
    expect(trip.itinerary.some((day) => day.title.startsWith('Day trip'))).toBe(false);
    expect(failedChecks(trip, { ...context, request: weekend, destination: wineOutOfTown })).not.toContain(10);
    const threeDays = { ...weekend, preferences: { ...weekend.preferences, duration: '3 days' } };
    expect(failedChecks(trip, { ...context, request: threeDays, destination: wineOutOfTown })).toContain(10);
  });

  it("10 interests: a one-day trip owes only what lies within reach of its base, no day trip", () => {
    const paris = destination('paris');
    const farZoo = place('Far Zoo', { category: 'kids', interests: ['Wildlife Viewing'], ...near(100) });
    const withFarZoo = { ...paris, places: [...paris.places.filter((candidate) => !candidate.interests.includes('Wildlife Viewing')), farZoo] };
    const oneDay = planRequest('Paris', { activities: ['Museums & Art'], duration: '1 day' });
    const trip = planTrip(oneDay, paris);
    const wantsWildlife = { ...oneDay, preferences: { ...oneDay.preferences, activities: ['Museums & Art', 'Wildlife Viewing'] } };
    const region = { ...withFarZoo, bases: [{ id: 'city', name: 'City', ...near(0) }, { id: 'zoo-town', name: 'Zoo town', ...near(100) }] } as LoadedDestination;
    expect(failedChecks(trip, { ...context, request: wantsWildlife, destination: region })).not.toContain(10);
    // A city owes a one-day trip no zoo a day trip away either, but one in town it does.
    expect(failedChecks(trip, { ...context, request: wantsWildlife, destination: withFarZoo })).not.toContain(10);
    const townZoo = { ...farZoo, ...near(10) };
    const withTownZoo = { ...withFarZoo, places: [...withFarZoo.places.filter((candidate) => candidate !== farZoo), townZoo] };
    expect(failedChecks(trip, { ...context, request: wantsWildlife, destination: withTownZoo })).toContain(10);
  });

  it('11 budget: fails on a stay outside its band or level, or in another currency; and when level 5 is not dearer', () => {
    const priced = goodTrip();
    priced.accommodations[0].pricePerNight = 5;
    expect(failedChecks(priced)).toContain(11);
    const currency = goodTrip();
    currency.accommodations[0].currency = 'JPY';
    expect(failedChecks(currency)).toContain(11);
    const cheap = { itinerary: [], accommodations: [{ pricePerNight: 100 }] };
    expect(budgetSpreadProblems(cheap, { itinerary: [], accommodations: [{ pricePerNight: 150 }] })).toHaveLength(1);
    expect(budgetSpreadProblems(cheap, { itinerary: [], accommodations: [{ pricePerNight: 900 }] })).toEqual([]);
  });

  it("12 guide: fails on the wrong currency, a language that is not the country's, or a placeholder description", () => {
    const currency = goodTrip();
    currency.destinationOverview.currency = 'USD';
    expect(failedChecks(currency)).toContain(12);
    const language = goodTrip();
    language.destinationOverview.languages = ['Klingon'];
    expect(failedChecks(language)).toContain(12);
    const placeholder = goodTrip();
    placeholder.destinationOverview.description = 'A nice city.';
    expect(failedChecks(placeholder)).toContain(12);
  });

  it('15 no dead time: fails on three idle hours between lunch and dinner, on two rest breaks, or on a rest break of three hours', () => {
    const idle = goodTrip();
    const day = idle.itinerary[0];
    const lunch = day.activities.findIndex((activity) => activity.title.startsWith('Lunch'));
    const dinner = day.activities.findIndex((activity) => activity.title.startsWith('Dinner'));
    day.activities = [...day.activities.slice(0, lunch + 1).map((activity) => ({ ...activity })), ...day.activities.slice(dinner)];
    day.activities[lunch] = { ...day.activities[lunch], time: '12:30', duration: 60 };
    day.activities[lunch + 1] = { ...day.activities[lunch + 1], time: '19:00' };
    expect(failedChecks(idle)).toContain(15);
    // One rest break of two hours at 13:30 leaves under two idle hours before 18:00: that passes.
    const rested = structuredClone(idle);
    rested.itinerary[0].activities.splice(lunch + 1, 0, { ...rested.itinerary[0].activities[lunch], title: 'Rest break', description: 'Nothing booked.', type: 'other', time: '13:30', duration: 120 });
    expect(checkPlan(rested, context).find((check) => check.check === 15)!.reasons).toEqual([]);
    const twoBreaks = structuredClone(rested);
    twoBreaks.itinerary[0].activities.splice(lunch + 2, 0, { ...twoBreaks.itinerary[0].activities[lunch + 1], time: '15:30', duration: 60 });
    expect(checkPlan(twoBreaks, context).find((check) => check.check === 15)!.reasons).toEqual(['day 1: 2 rest breaks; a day holds one at most']);
    const longBreak = structuredClone(rested);
    longBreak.itinerary[0].activities[lunch + 1].duration = 180;
    expect(failedChecks(longBreak)).toContain(15);
  });

  it('16 daylight: fails on a park visit that starts after sunset on the trip\'s date, not on a museum at that hour', () => {
    const trip = goodTrip();
    const day = trip.itinerary[0];
    const last = day.activities[day.activities.length - 1];
    // 9 June in Paris: the sun sets at about 21:50 (CEST).
    day.activities.push({ ...last, title: 'Jardin du Luxembourg', type: 'sightseeing', time: '22:00', duration: 20 });
    const reasons = checkPlan(trip, context).find((check) => check.check === 16)!.reasons;
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^day 1 \(2025-06-09\): Jardin du Luxembourg starts at 22:00, after sunset at 21:5\d$/);
    day.activities[day.activities.length - 1] = { ...last, title: 'Musée d\'Orsay', type: 'sightseeing', time: '22:00', duration: 20 };
    expect(checkPlan(trip, context).find((check) => check.check === 16)!.reasons).toEqual([]);
  });

  it('reads stored trips with string coordinates and missing types', () => {
    const trip = goodTrip();
    const stored = {
      ...trip,
      itinerary: trip.itinerary.map((day) => ({
        ...day,
        activities: day.activities.map(({ type, ...activity }) => ({
          ...activity,
          ...(type === 'meal' ? {} : { type }),
          location: { lat: String(activity.location!.lat), lng: String(activity.location!.lng), city: 'Paris' },
        })),
      })),
    };
    expect(failedChecks(stored).filter((check) => check !== 2)).toEqual([]);
  });
});
