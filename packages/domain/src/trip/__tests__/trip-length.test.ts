import { clampTripDays, DEFAULT_TRIP_DAYS, MAX_TRIP_DAYS, readDuration, tripDaysFromDuration } from '../trip-length';

describe('readDuration: one answer per duration text', () => {
  it.each([
    ['10 nights', 11],
    ['1 night', 2],
    ['a week', 7],
    ['1 Week', 7],
    ['2 weeks', 14],
    ['a long weekend', 4],
    ['weekend', 3],
    ['3 days', 3],
    ['a couple of days', 2],
    ['a fortnight', 14],
    ['45 days', 45],
  ])('%s is %i days', (text, days) => {
    expect(readDuration(text)).toBe(days);
  });

  it('names no length in text without one', () => {
    expect(readDuration('')).toBeUndefined();
    expect(readDuration('soon')).toBeUndefined();
    expect(readDuration(undefined)).toBeUndefined();
  });
});

describe('tripDaysFromDuration', () => {
  it('falls back to the default week and stays within the limits', () => {
    expect(tripDaysFromDuration('whenever')).toBe(DEFAULT_TRIP_DAYS);
    expect(tripDaysFromDuration('3 months')).toBe(MAX_TRIP_DAYS);
    expect(clampTripDays(0)).toBe(1);
  });
});

describe('tripDaysFromDuration, the planner\'s reading', () => {
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
    expect(tripDaysFromDuration(text)).toBe(days);
  });

  it('falls back to a week, the form default, for text it cannot read', () => {
    expect(tripDaysFromDuration('')).toBe(7);
    expect(tripDaysFromDuration('whenever suits')).toBe(7);
    expect(tripDaysFromDuration(undefined)).toBe(7);
  });
});
