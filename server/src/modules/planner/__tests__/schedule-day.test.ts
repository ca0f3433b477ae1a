import { mealChooser } from '../choose-meals.js';
import { DAY_END, DINNER_WINDOW, LUNCH_WINDOW, scheduleDay, type DayToSchedule } from '../schedule-day.js';
import { travelMinutes } from '../geo.js';
import { isOpenForVisit } from '../opening-hours.js';
import type { MealOption } from '../types.js';
import { near, place } from './planner.fixture.js';

function meal(name: string, north: number, east = 0): MealOption {
  return { key: name.toLowerCase(), name, connector: 'at', serves: 'both', fallback: false, description: `${name}, a meal.`, address: 'somewhere', ...near(north, east) };
}

const meals = [meal('Bistro North', 1), meal('Bistro South', -1), meal('Bistro East', 0, 1), meal('Bistro West', 0, -1)];

function day(overrides: Partial<DayToSchedule>): DayToSchedule {
  return {
    start: 9 * 60,
    gentle: false,
    stops: [],
    chooseMeal: mealChooser(meals, new Map(), undefined),
    chooseMealBesideStops: mealChooser(meals, new Map(), undefined, { besideStopsOnly: true }),
    ...overrides,
  };
}

describe('scheduleDay', () => {
  const museum = place('museum', { durationMin: 120, hours: 'Mo,We-Su 09:00-18:00; Tu off', ...near(0.5) });
  const park = place('park', { durationMin: 90, category: 'park', hours: 'Mo-Su 07:00-19:00', ...near(1.5) });
  const bar = place('bar', { durationMin: 90, category: 'nightlife', hours: 'Mo-Su 19:00-23:59', ...near(-0.5) });

  it('puts lunch and dinner in their windows, with travel between every pair, and ends by 22:30', () => {
    const schedule = scheduleDay(day({ weekday: 0, stops: [museum, park, bar] }))!;
    expect(schedule.dropped).toEqual([]);
    const items = schedule.items;
    const lunch = items.find((item) => item.kind === 'lunch')!;
    const dinner = items.find((item) => item.kind === 'dinner')!;
    expect(lunch.start).toBeGreaterThanOrEqual(LUNCH_WINDOW.from);
    expect(lunch.start).toBeLessThanOrEqual(LUNCH_WINDOW.to);
    expect(dinner.start).toBeGreaterThanOrEqual(DINNER_WINDOW.from);
    expect(dinner.start).toBeLessThanOrEqual(DINNER_WINDOW.to);
    for (let i = 1; i < items.length; i++) expect(items[i].start).toBeGreaterThanOrEqual(items[i - 1].start + items[i - 1].duration + travelMinutes(items[i - 1], items[i]));
    const last = items[items.length - 1];
    expect(last.start + last.duration).toBeLessThanOrEqual(DAY_END);
  });

  it('visits every stop while it is open that weekday, and drops a stop closed all day', () => {
    const monday = scheduleDay(day({ weekday: 0, stops: [museum, park, bar] }))!;
    for (const item of monday.items.filter((entry) => entry.place)) expect(isOpenForVisit(item.place!, 0, item.start, item.start + item.duration)).toBe(true);
    const tuesday = scheduleDay(day({ weekday: 1, stops: [museum, park] }))!;
    expect(tuesday.dropped).toEqual([museum]);
    expect(tuesday.items.some((item) => item.place === museum)).toBe(false);
  });

  it('plans an evening-only place after opening time', () => {
    const schedule = scheduleDay(day({ weekday: 3, stops: [bar, park] }))!;
    const visit = schedule.items.find((item) => item.place === bar)!;
    expect(visit.start).toBeGreaterThanOrEqual(19 * 60);
  });

  it('opens a day trip with the journey there and has lunch near the site', () => {
    const castle = place('castle', { durationMin: 300, category: 'daytrip', dayTrip: true, hours: 'Mo-Su 09:00-17:30', ...near(20, 5) });
    const chooseMeal = mealChooser(meals, new Map(), castle);
    const schedule = scheduleDay(day({ weekday: 2, dayTrip: castle, transferFrom: near(0), start: 8 * 60 + 30, chooseMeal, chooseMealBesideStops: chooseMeal }))!;
    expect(schedule.items.map((item) => item.kind)).toEqual(expect.arrayContaining(['transfer', 'day trip', 'lunch', 'dinner']));
    expect(schedule.items[0].kind).toBe('transfer');
    expect(schedule.items.find((item) => item.kind === 'lunch')!.meal!.name).toBe('near castle (day trip)');
    const dinner = schedule.items.find((item) => item.kind === 'dinner')!;
    expect(meals.map((option) => option.name)).toContain(dinner.meal!.name);
  });
});
