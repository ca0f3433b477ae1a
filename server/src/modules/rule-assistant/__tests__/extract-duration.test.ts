import { durationDays, extractDuration, extractDurationChange } from '../extract-duration.js';

describe('extractDuration', () => {
  it.each([
    ['a week', '1 week', 7],
    ['long weekend', 'long weekend', 4],
    ['a weekend in Prague', 'weekend', 3],
    ['5 days', '5 days', 5],
    ['a 5-day trip', '5 days', 5],
    ['two weeks', '2 weeks', 14],
    ['a fortnight', '2 weeks', 14],
    ['10 nights', '10 nights', 11],
    ['a few days', '3 days', 3],
    ['a couple of days', '2 days', 2],
    ['4-5 days', '5 days', 5],
    ['a month', '30 days', 30],
    ['a day trip', '1 day', 1],
    ['Quick 2-day trip', '2 days', 2],
  ])('reads %j as %j (%i days)', (text, duration, days) => {
    expect(extractDuration(text)).toEqual({ text: duration, days });
  });

  it('finds no length in days of the trip or bare units', () => {
    expect(extractDuration('swap day 2 and 3')).toBeUndefined();
    expect(extractDuration('what do you do on weekdays')).toBeUndefined();
    expect(extractDuration('next weekend')).toBeUndefined();
  });

  it("reads the preferences' own duration texts", () => {
    expect(durationDays('1 Week')).toBe(7);
    expect(durationDays('5 days')).toBe(5);
    expect(durationDays('whenever')).toBeUndefined();
  });
});

describe('extractDurationChange', () => {
  it.each([
    ['make it 3 days longer', { by: 3 }],
    ['add 2 days', { by: 2 }],
    ['add a day', { by: 1 }],
    ['a week longer', { by: 7 }],
    ['two days shorter', { by: -2 }],
    ['shorten it by 2 days', { by: -2 }],
    ['only 4 days', { to: 4 }],
    ['make it a week', { to: 7 }],
    ['5 days instead of 7', { to: 5 }],
    ['a bit longer', { by: 1 }],
    ['shorter please', { by: -1 }],
  ])('reads %j as %j', (text, change) => {
    expect(extractDurationChange(text)).toEqual(change);
  });

  it('finds no change in other requests', () => {
    expect(extractDurationChange('add a cooking class')).toBeUndefined();
    expect(extractDurationChange('make it cheaper')).toBeUndefined();
  });
});
