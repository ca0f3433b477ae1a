import { isOpenDuring } from '../../guide/index.js';
import { minutesOf } from '../check-day.js';
import { planTrip } from '../plan-trip.js';
import { relevanceProblems } from '../check-relevance.js';
import { destination, planRequest } from './planner.fixture.js';

describe('planTrip', () => {
  it('gives the same plan for the same request and seed, and another plan for another seed', () => {
    const request = planRequest('Paris', { activities: ['Museums & Art', 'Food Tours'], duration: '4 days' });
    const first = planTrip(request, destination('paris'));
    expect(planTrip(request, destination('paris'))).toEqual(first);
    const titles = (seed: number) => planTrip({ ...request, seed }, destination('paris')).itinerary.flatMap((day) => day.activities.map((activity) => activity.title).join('|'));
    // Two seeds may meet on the same plan (the must-sees fill much of it); four may not.
    expect(new Set([1, 2, 3, 4].map((seed) => titles(seed).join('\n'))).size).toBeGreaterThan(1);
  });

  it('never schedules the Louvre on a Tuesday (Paris, 4 days over a Tuesday)', () => {
    const paris = destination('paris');
    const louvre = paris.places.find((place) => place.id === 'louvre-museum')!;
    for (let seed = 1; seed <= 5; seed++) {
      const trip = planTrip(planRequest('Paris', { activities: ['Museums & Art', 'Historical Sites'] }, { startDate: '2025-06-09', endDate: '2025-06-12', seed }), paris);
      expect(trip.itinerary).toHaveLength(4);
      expect(trip.checks.every((check) => check.passed)).toBe(true);
      const tuesday = trip.itinerary[1];
      expect(tuesday.activities.some((activity) => activity.title === louvre.name)).toBe(false);
      trip.itinerary.forEach((day, i) => {
        const visit = day.activities.find((activity) => activity.title === louvre.name);
        if (visit) expect(isOpenDuring(louvre.weeklyHours, i, minutesOf(visit.time)!, minutesOf(visit.time)! + visit.duration)).toBe(true);
      });
    }
  });

  it('plans a 5-day Kyoto trip for a couple into Historical Sites and Photography', () => {
    const trip = planTrip(planRequest('Kyoto', { activities: ['Historical Sites', 'Photography'], travelers: '2', duration: '5 days' }), destination('kyoto'));
    expect(trip.itinerary).toHaveLength(5);
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
    expect(trip.destinationOverview).toMatchObject({ name: 'Kyoto', country: 'Japan', currency: 'JPY', languages: ['Japanese'] });
    expect(trip.accommodations.every((stay) => stay.currency === 'JPY' && stay.rating === undefined)).toBe(true);
  });

  it("gives a family with Kid's Activities in New York gentler, kid-friendly days and no Met on a Wednesday", () => {
    const newYork = destination('new-york');
    const trip = planTrip(planRequest('New York', { activities: ["Kid's Activities"], travelers: 'family of 4' }, { startDate: '2025-10-14', endDate: '2025-10-16' }), newYork);
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
    const byName = new Map(newYork.places.map((place) => [place.name, place]));
    const stops = trip.itinerary.flatMap((day) => day.activities.filter((activity) => byName.has(activity.title)));
    expect(stops.every((activity) => byName.get(activity.title)!.kidFriendly)).toBe(true);
    expect(trip.itinerary.map((day) => day.activities[0].time! >= '09:30')).toEqual([true, true, true]);
  });

  it('uses a day trip on a week-long stay, labelled as one', () => {
    const trip = planTrip(planRequest('Paris', { activities: ['Historical Sites'], duration: '1 Week' }), destination('paris'));
    const dayTrips = trip.itinerary.filter((day) => /day trip/i.test(day.title));
    expect(dayTrips.length).toBeGreaterThanOrEqual(1);
    for (const day of dayTrips) expect(day.activities.some((activity) => activity.title.startsWith('Day trip: '))).toBe(true);
  });

  it('moves between the bases of a region with a transfer that says how long it takes', () => {
    const trip = planTrip(planRequest('Costa Rica', { activities: ['Wildlife Viewing', 'Beach Activities', 'Wellness & Spa'], duration: '10 days' }), destination('costa-rica'));
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
    const transfers = trip.itinerary.flatMap((day) => day.activities.filter((activity) => activity.type === 'transportation' && activity.title.startsWith('Transfer to')));
    expect(transfers.length).toBeGreaterThanOrEqual(1);
    for (const transfer of transfers) expect(transfer.description).toMatch(/about \d+ h/);
  });

  it('serves interests that lie in different bases even on a short trip (a day in each)', () => {
    // At budget level 4 no single Costa Rica base has a stay, a beach, shops and a spa.
    const trip = planTrip(planRequest('Costa Rica', { activities: ['Relaxation', 'Shopping', 'Beach Activities'], budgetLevel: 4, duration: '2 days' }), destination('costa-rica'));
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
    expect(trip.itinerary).toHaveLength(2);
    expect(trip.itinerary[1].title).toMatch(/^Travel day/);
  });

  it('does not count on a day trip from a base reached on a travel day and left the next morning', () => {
    // Costa Rica's hot springs in Guanacaste are a day trip; on a weekend there is no day for it.
    const trip = planTrip(planRequest('Costa Rica', { activities: ['Relaxation', 'Beach Activities', 'Museums & Art'], duration: 'weekend', travelers: '5+' }, { seed: 624389 }), destination('costa-rica'));
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
  });

  it("puts a day trip on a day that leaves an interest's only stop open (New Orleans' library is shut on Sundays)", () => {
    const request = planRequest('New Orleans', { activities: ['Remote Work', 'Historical Sites', 'Beach Activities'], budgetLevel: 5 }, { startDate: '2025-11-02', endDate: '2025-11-03', seed: 960440 });
    const trip = planTrip(request, destination('new-orleans'));
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
  });

  it('fits a stop kept for an interest after a day trip when day trips take every day (a Brussels weekend)', () => {
    // The beach (Ostend) and the spa (Spa) are both day trips from Brussels; the shops are in town.
    const request = planRequest('Brussels', { activities: ['Relaxation', 'Shopping', 'Beach Activities'], budgetLevel: 4, travelers: '5+' }, { startDate: '2025-02-23', endDate: '2025-02-24', seed: 11827 });
    const trip = planTrip(request, destination('brussels'));
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
  });

  it('keeps a stop for each of four interests on one day, shortening visits before it gives one up (Hiroshima)', () => {
    const trip = planTrip(planRequest('Hiroshima', { activities: ['Wellness & Spa', 'Adventure Sports', 'Romance', 'Shopping'], travelers: '5+', duration: '1 day' }), destination('hiroshima'));
    expect(trip.checks.find((check) => check.check === 10)).toMatchObject({ applied: true, passed: true });
  });

  it('prices stays inside the guide band for the budget level, rising with the level', () => {
    // A guide stay always has a price (only a source without prices, such as the place store, leaves it out).
    const price = (budgetLevel: number) => planTrip(planRequest('Paris', { budgetLevel }), destination('paris')).accommodations[0].pricePerNight!;
    const prices = [1, 2, 3, 4, 5].map(price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(prices[4]).toBeGreaterThanOrEqual(2 * prices[0]);
  });
  it('keeps a two-week stay on a thin interest to sights that serve it (Accra for nature): longer visits and walks, not off-interest fillers', () => {
    const request = planRequest('Accra', { activities: ['Nature & Outdoors'], travelers: '1', budgetLevel: 4, duration: '2 weeks' }, { seed: 117 });
    const trip = planTrip(request, destination('accra'));
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
    expect(relevanceProblems(trip.itinerary, request, destination('accra'))).toEqual([]);
    // a meal after a neighbourhood walk is in that neighbourhood, never "near Walk around ..."
    const titles = trip.itinerary.flatMap((day) => day.activities.map((activity) => activity.title));
    expect(titles.some((title) => title.startsWith('Walk around '))).toBe(true);
    expect(titles.filter((title) => /near Walk around/.test(title))).toEqual([]);
    expect(titles.some((title) => /^(Lunch|Dinner) in /.test(title))).toBe(true);
  });
  it('starts each day with a visit, not with lunch: an idle morning costs as much as a wait between stops (Dubai, 4 days)', () => {
    const trip = planTrip(planRequest('Dubai', { activities: ['Shopping', 'Adventure Sports'], duration: '4 days' }), destination('dubai'));
    expect(trip.checks.filter((check) => !check.passed)).toEqual([]);
    for (const day of trip.itinerary) {
      expect(day.activities[0].type).not.toBe('meal');
      expect(day.activities[0].time! < '11:00').toBe(true);
    }
  });
});
