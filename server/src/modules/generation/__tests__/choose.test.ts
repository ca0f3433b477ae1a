import { dayWritingProblems } from '../../ai/trip/day-writing.js';
import { guidePicksProblems, picksNeeded } from '../../ai/trip/guide-picks.js';
import { Guide } from '../../guide/index.js';
import { checkPlan, planTrip } from '../../planner/index.js';
import { favouringPicks, fillerVisits, onlyPicks, withReasons } from '../steps/choose.js';
import { withDayTexts } from '../steps/write.js';

const lisbon = new Guide().get('lisbon')!;
const request = { destination: 'Lisbon', country: 'Portugal', preferences: { travelStyle: [], accommodation: [], activities: ['Food Tours'], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '2' }, seed: 3 };

describe("the model's picks among the guide's places", () => {
  const foodPlaces = lisbon.places.filter((place) => place.interests.includes('Food Tours'));
  const others = lisbon.places.filter((place) => !place.interests.includes('Food Tours'));
  const picks = { picks: [...foodPlaces, ...others.slice(0, 6)].map((place) => ({ id: place.id, why: `Because you love food: ${place.name}.` })) };

  test('too few real candidates is a problem naming the unknown ids', () => {
    expect(picksNeeded(lisbon, 3)).toBe(9);
    expect(guidePicksProblems({ picks: [{ id: 'jeronimos-monastery', why: '' }, { id: 'eiffel-tower', why: '' }] }, lisbon, 3)).toEqual([
      'choose at least 9 different candidates; 1 of your ids are candidates',
      'these ids are not candidates: eiffel-tower',
    ]);
    expect(guidePicksProblems(picks, lisbon, 3)).toEqual([]);
  });

  const picked = new Set(picks.picks.map((pick) => lisbon.places.find((place) => place.id === pick.id)!.name));
  const stopsOf = (plan: ReturnType<typeof planTrip>) => plan.itinerary.flatMap((day) => day.activities).filter((activity) => activity.type !== 'meal' && activity.type !== 'transportation');

  test('planned from the picks alone, every visit is a pick or a filler walk, every check passes, and the reasons are added', () => {
    const plan = withReasons(planTrip(request, onlyPicks(lisbon, picks)), picks, lisbon);
    expect(checkPlan(plan, { request, destination: lisbon }).filter((check) => !check.passed)).toEqual([]);
    const fillers = fillerVisits(plan, lisbon);
    expect(fillers.every((title) => title.startsWith('Walk around'))).toBe(true);
    expect(stopsOf(plan).every((stop) => picked.has(stop.title.replace(/^Day trip: /, '')) || fillers.includes(stop.title))).toBe(true);
    expect(stopsOf(plan).some((stop) => stop.description.endsWith(`Because you love food: ${stop.title}.`))).toBe(true);
  });

  test('favouring the picks among every place, most stops are picks', () => {
    const stops = stopsOf(planTrip(request, favouringPicks(lisbon, picks)));
    expect(stops.filter((stop) => picked.has(stop.title.replace(/^Day trip: /, ''))).length).toBeGreaterThan(stops.length / 2);
  });
});

describe("the model's day titles", () => {
  const plan = planTrip(request, lisbon);

  test('one entry per day, short texts and day-trip labels kept', () => {
    const itinerary = [{ ...plan.itinerary[0], title: 'Day trip to Sintra' }, plan.itinerary[1], plan.itinerary[2]];
    const writing = { days: [{ day: 1, title: 'Palaces in the hills', description: 'A fairy-tale day.' }, { day: 2, title: 'x'.repeat(90), description: 'ok' }, { day: 4, title: 'Extra', description: 'ok' }] };
    expect(dayWritingProblems(writing, itinerary)).toEqual([
      'day 1 is a day trip: keep the words "day trip" in its title',
      'day 2: the title must be 1 to 80 characters',
      'write exactly one entry for day 3',
      'the trip has no day 4',
    ]);
  });

  test('only the words change', () => {
    const writing = { days: plan.itinerary.map((day) => ({ day: day.day, title: ` Lisbon day ${day.day} `, description: 'For you.' })) };
    const written = withDayTexts(plan.itinerary, writing);
    expect(written.map((day) => day.title)).toEqual(['Lisbon day 1', 'Lisbon day 2', 'Lisbon day 3']);
    expect(written.map((day) => day.activities)).toEqual(plan.itinerary.map((day) => day.activities));
  });
});
