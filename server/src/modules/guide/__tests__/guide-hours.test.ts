import { isOpenDuring, parseWeeklyHours, type WeeklyHours } from '../guide-hours.js';

const MONDAY = 0;
const TUESDAY = 1;
const SATURDAY = 5;
const SUNDAY = 6;

describe('parseWeeklyHours', () => {
  it('reads the same hours every day', () => {
    const weekly = parseWeeklyHours('Mo-Su 09:00-18:00');
    expect(Object.values(weekly)).toEqual(Array(7).fill([[540, 1080]]));
  });

  it('keeps a weekly closing day closed', () => {
    const weekly = parseWeeklyHours('Mo,We-Su 09:00-18:00; Tu off');
    expect(weekly.tu).toEqual([]);
    expect(weekly.mo).toEqual([[540, 1080]]);
  });

  it('lets a later rule override a day', () => {
    const weekly = parseWeeklyHours('Tu-Su 10:00-18:00; Fr 10:00-21:00; Mo off');
    expect(weekly.fr).toEqual([[600, 1260]]);
    expect(weekly.th).toEqual([[600, 1080]]);
    expect(weekly.mo).toEqual([]);
  });

  it('reads 24/7 as open all day, every day', () => {
    expect(Object.values(parseWeeklyHours('24/7'))).toEqual(Array(7).fill([[0, 1440]]));
  });

  it('keeps a lunch break as two intervals', () => {
    expect(parseWeeklyHours('Mo-Fr 08:00-12:00,13:00-17:00').we).toEqual([
      [480, 720],
      [780, 1020],
    ]);
  });

  it('keeps an interval past midnight with the day it starts on', () => {
    const weekly = parseWeeklyHours('Mo-Sa 18:00-02:00');
    expect(weekly.sa).toEqual([[1080, 1560]]);
    expect(weekly.su).toEqual([]);
  });

  it('does not turn a Sunday night into a Monday morning', () => {
    const weekly = parseWeeklyHours('Su 22:00-02:00');
    expect(weekly.su).toEqual([[1320, 1560]]);
    expect(weekly.mo).toEqual([]);
  });

  it.each([
    ['Mo-Fr 09:00-17:00; PH off', 'public holidays (PH)'],
    ['Mo-Fr 09:00-17:00; SH off', 'school holidays (SH)'],
    ['Mo-Su sunrise-sunset', 'sun-based times'],
    ['Apr-Oct Mo-Su 09:00-19:00', 'months'],
    ['week 1-53/2 Mo 10:00-12:00', 'week numbers'],
    ['2025 Mo-Fr 10:00-12:00', 'years'],
  ])('rejects "%s" as not weekly', (hours, reason) => {
    expect(() => parseWeeklyHours(hours)).toThrow(`uses ${reason}`);
  });

  it('rejects a rule that is not the same every week', () => {
    expect(() => parseWeeklyHours('Mo[1] 10:00-12:00')).toThrow('does not repeat every week');
  });

  it('rejects open ends and bare comments, which leave the state unknown', () => {
    expect(() => parseWeeklyHours('Mo-Su 10:00+')).toThrow('leaves the state unknown');
    expect(() => parseWeeklyHours('Mo-Fr 09:00-17:00 "by appointment"')).toThrow('leaves the state unknown');
  });

  it('accepts a comment on an explicitly open rule', () => {
    expect(parseWeeklyHours('Mo-Su 09:00-18:00 open "last entry 17:00"').mo).toEqual([[540, 1080]]);
  });

  it('rejects text that is not opening_hours syntax', () => {
    expect(() => parseWeeklyHours('nine to five')).toThrow('is not valid opening_hours syntax');
  });
});

describe('isOpenDuring', () => {
  const museum = parseWeeklyHours('Tu-Su 10:00-18:00; Mo off');
  const bar = parseWeeklyHours('Mo-Sa 18:00-02:00');

  it('is true only for a visit inside the opening hours', () => {
    expect(isOpenDuring(museum, TUESDAY, 600, 1080)).toBe(true);
    expect(isOpenDuring(museum, TUESDAY, 570, 700)).toBe(false);
    expect(isOpenDuring(museum, TUESDAY, 1000, 1100)).toBe(false);
  });

  it('is false on a closing day', () => {
    expect(isOpenDuring(museum, MONDAY, 700, 800)).toBe(false);
  });

  it('follows an opening past midnight into the next day', () => {
    expect(isOpenDuring(bar, SATURDAY, 1380, 1500)).toBe(true);
    expect(isOpenDuring(bar, SUNDAY, 30, 90)).toBe(true);
    expect(isOpenDuring(bar, SUNDAY, 30, 150)).toBe(false);
    expect(isOpenDuring(bar, MONDAY, 30, 90)).toBe(false);
  });

  it('joins back-to-back days for a visit across midnight', () => {
    const allWeek: WeeklyHours = parseWeeklyHours('24/7');
    expect(isOpenDuring(allWeek, SUNDAY, 1380, 1500)).toBe(true);
  });

  it('rejects a visit that ends before it starts', () => {
    expect(isOpenDuring(museum, TUESDAY, 900, 800)).toBe(false);
  });
});
