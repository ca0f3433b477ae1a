import { MAX_TRIP_DAYS, tripCalendar } from '../trip-length.js';
import type { TravelPreferences } from '../types.js';

const preferences = (duration: string) => ({ duration }) as TravelPreferences;

describe('tripCalendar', () => {
  it('counts dates inclusively and gives each day its weekday, Monday first', () => {
    const calendar = tripCalendar({ startDate: '2025-06-09', endDate: '2025-06-12', preferences: preferences('1 Week') });
    expect(calendar).toEqual({ dayCount: 4, dates: ['2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12'], weekdays: [0, 1, 2, 3] });
  });

  it('treats a single date range of one day as one day, and swaps reversed dates', () => {
    expect(tripCalendar({ startDate: '2025-06-15', endDate: '2025-06-15', preferences: preferences('') }).weekdays).toEqual([6]);
    expect(tripCalendar({ startDate: '2025-06-12', endDate: '2025-06-09', preferences: preferences('') }).dates?.[0]).toBe('2025-06-09');
  });

  it('uses the duration text from a start date alone, and caps trips at 30 days', () => {
    expect(tripCalendar({ startDate: '2025-06-09', preferences: preferences('5 days') }).dates).toHaveLength(5);
    expect(tripCalendar({ startDate: '2025-01-01', endDate: '2025-12-31', preferences: preferences('') }).dayCount).toBe(MAX_TRIP_DAYS);
  });

  it('ignores malformed dates', () => {
    expect(tripCalendar({ startDate: '2025-02-30', endDate: '2025-03-02', preferences: preferences('3 days') })).toEqual({ dayCount: 3 });
    expect(tripCalendar({ startDate: 'next friday', preferences: preferences('weekend') })).toEqual({ dayCount: 3 });
  });
});
