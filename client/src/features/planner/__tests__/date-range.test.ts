import dayjs from 'dayjs';
import { applyDayClick, applyPreset, describeRange, flexibleRange } from '../date-range';

describe('exact-mode clicks', () => {
  it('sets from on the first click and clears to', () => {
    expect(applyDayClick({}, '2027-04-10')).toEqual({ from: '2027-04-10' });
  });
  it('sets to on the second click', () => {
    expect(applyDayClick({ from: '2027-04-10' }, '2027-04-14')).toEqual({ from: '2027-04-10', to: '2027-04-14' });
  });
  it('swaps when the second click is earlier', () => {
    expect(applyDayClick({ from: '2027-04-10' }, '2027-04-03')).toEqual({ from: '2027-04-03', to: '2027-04-10' });
  });
  it('allows a one-day range', () => {
    expect(applyDayClick({ from: '2027-04-10' }, '2027-04-10')).toEqual({ from: '2027-04-10', to: '2027-04-10' });
  });
  it('starts a new range after a complete one', () => {
    expect(applyDayClick({ from: '2027-04-10', to: '2027-04-14' }, '2027-05-01')).toEqual({ from: '2027-05-01' });
  });
});

describe('presets', () => {
  it('widens around from when only from is picked', () => {
    expect(applyPreset({ from: '2027-04-10' }, 3)).toEqual({ from: '2027-04-07', to: '2027-04-13' });
  });
  it('widens a picked range on both sides', () => {
    expect(applyPreset({ from: '2027-04-10', to: '2027-04-12' }, 1)).toEqual({ from: '2027-04-09', to: '2027-04-13' });
  });
  it("'Exact dates' gives the picked dates back", () => {
    expect(applyPreset({ from: '2027-04-10', to: '2027-04-12' }, 0)).toEqual({ from: '2027-04-10', to: '2027-04-12' });
  });
  it('crosses month ends', () => {
    expect(applyPreset({ from: '2027-03-01' }, 14)).toEqual({ from: '2027-02-15', to: '2027-03-15' });
  });
  it('does nothing without a from date', () => {
    expect(applyPreset({}, 7)).toEqual({});
  });
});

describe('flexible stays by season', () => {
  const today = dayjs('2026-11-22');
  it.each([
    ['Winter', 'weekend', '2027-01-15', '2027-01-17'],
    ['Spring', 'week', '2027-04-15', '2027-04-21'],
    ['Summer', 'month', '2027-07-15', '2027-08-13'],
    ['Fall', 'week', '2027-10-15', '2027-10-21'],
  ] as const)('%s for a %s starts on the next 15th of its month', (season, duration, from, to) => {
    expect(flexibleRange(season, duration, today)).toEqual({ from, to, flexibleBooking: { type: 'season', season, duration } });
  });
  it("uses this year's date when it has not passed", () => {
    expect(flexibleRange('Fall', 'weekend', dayjs('2026-10-15')).from).toBe('2026-10-15');
    expect(flexibleRange('Fall', 'weekend', dayjs('2026-10-16')).from).toBe('2027-10-15');
  });
});

describe('the When? button text', () => {
  it('is empty without dates', () => expect(describeRange({})).toBeNull());
  it('shows a range', () => expect(describeRange({ from: '2027-04-02', to: '2027-04-04' })).toBe('Apr 2 – Apr 4, 2027'));
  it('shows one day as that day', () => expect(describeRange({ from: '2027-04-02', to: '2027-04-02' })).toBe('Apr 2, 2027'));
  it('shows years when they differ', () => expect(describeRange({ from: '2026-12-30', to: '2027-01-02' })).toBe('Dec 30, 2026 – Jan 2, 2027'));
  it('names a flexible stay', () => expect(describeRange(flexibleRange('Summer', 'week', dayjs('2026-11-22')))).toBe('Week in Summer'));
});
