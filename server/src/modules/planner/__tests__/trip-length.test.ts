import { daysFromDuration, MAX_TRIP_DAYS, tripCalendar } from '../trip-length.js';
import type { TravelPreferences } from '../types.js';

const preferences = (duration: string) => ({ duration }) as TravelPreferences;

describe('daysFromDuration', () => {
  it.each([
    ['1 Week', 7],
    ['5 days', 5],
    ['weekend', 3],
    ['Weekend', 3],
    ['long weekend', 4],
    ['2 weeks', 14],
    ['two weeks', 14],
    ['a fortnight', 14],
    ['10 days', 10],
    ['1 week and 3 days', 10],
    ['a couple of days', 2],
    ['5 nights', 6],
    ['a month', 30],
    ['Month', 30],
    ['3 months', MAX_TRIP_DAYS],
    ['45 days', MAX_TRIP_DAYS],
    ['7', 7],
    ['0 days', 1],
  ])('reads %j as %i days', (text, days) => {
    expect(daysFromDuration(text)).toBe(days);
  });

  it('falls back to a week, the form default, for text it cannot read', () => {
    expect(daysFromDuration('')).toBe(7);
    expect(daysFromDuration('whenever suits')).toBe(7);
    expect(daysFromDuration(undefined)).toBe(7);
  });
});

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
