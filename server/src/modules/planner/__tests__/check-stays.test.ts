/** Check 17 (choice of stay): the planner's offer over the real guide, and the check on hand-changed offers. */
import { checkPlan } from '../check-plan.js';
import { stayChoiceProblems } from '../check-stays.js';
import { planTrip } from '../plan-trip.js';
import { destination, planRequest } from './planner.fixture.js';

const paris = destination('paris');
const guideStay = (name: string) => paris.stays.find((stay) => stay.name === name)!;
const areaOf = (name: string) => guideStay(name).neighbourhood;

describe('check 17: choice of stay', () => {
  test.each([1, 2, 3, 4, 5])('a Paris plan at budget level %i offers 3+ labelled stays at that level and beside it, in 2+ neighbourhoods', (budgetLevel) => {
    const trip = planTrip(planRequest('Paris', { budgetLevel }), paris);
    const stays = trip.accommodations;
    expect(stays.length).toBeGreaterThanOrEqual(3);
    expect(stays[0].budgetLevel).toBe(budgetLevel);
    for (const stay of stays) {
      expect(stay.budgetLevel).toBe(guideStay(stay.name).level);
      expect(Math.abs(stay.budgetLevel! - budgetLevel)).toBeLessThanOrEqual(1);
    }
    expect(new Set(stays.map((stay) => areaOf(stay.name))).size).toBeGreaterThanOrEqual(2);
    expect(trip.checks.find((check) => check.check === 17)).toMatchObject({ passed: true, reasons: [] });
  });

  test('a trip across a region’s bases offers stays around each base', () => {
    const crete = destination('crete');
    const trip = planTrip(planRequest('Crete', { budgetLevel: 3, duration: '10 days', activities: ['Beach Activities', 'Historical Sites'] }), crete);
    expect(trip.checks.find((check) => check.check === 17)?.reasons).toEqual([]);
    expect(trip.accommodations.length).toBeGreaterThanOrEqual(3);
  });

  test('fails on too few stays, one neighbourhood, a wrong label, or a level two steps away', () => {
    const trip = planTrip(planRequest('Paris', { budgetLevel: 3 }), paris);
    const [first] = trip.accommodations;
    expect(stayChoiceProblems(trip.accommodations.slice(0, 2), 3, paris)).toEqual([`2 priced stays at or beside level 3, not 3`]);
    const oneArea = { ...paris, stays: paris.stays.map((stay) => ({ ...stay, neighbourhood: 'marais' })) };
    expect(stayChoiceProblems(trip.accommodations, 3, oneArea)).toEqual(['every stay is in one neighbourhood (marais)']);
    const mislabelled = trip.accommodations.map((stay, i) => (i === 0 ? { ...stay, budgetLevel: 5 } : stay));
    expect(stayChoiceProblems(mislabelled, 3, paris)[0]).toBe(`${first.name} is labelled level 5, but is a level 3 stay`);
    const luxury = paris.stays.find((stay) => stay.level === 5)!;
    const farOff = [...trip.accommodations, { name: luxury.name, pricePerNight: luxury.priceMin, budgetLevel: 5 }];
    expect(stayChoiceProblems(farOff, 3, paris)).toContain(`${luxury.name} is a level 5 stay, too far from level 3`);
  });

  test('check 11 accepts labelled stays one level away, but not an offer without the traveller’s own level', () => {
    const request = planRequest('Paris', { budgetLevel: 3 });
    const trip = planTrip(request, paris);
    const results = checkPlan(trip, { request, destination: paris });
    expect(results.find((check) => check.check === 11)?.reasons).toEqual([]);
    const besideOnly = { ...trip, accommodations: trip.accommodations.filter((stay) => stay.budgetLevel !== 3) };
    expect(checkPlan(besideOnly, { request, destination: paris }).find((check) => check.check === 11)?.reasons).toContain('no stay at level 3');
  });
});
