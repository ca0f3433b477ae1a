import { extractDates } from '../extract-dates.js';

// Monday 10 February 2025
const TODAY = '2025-02-10';

describe('extractDates', () => {
  it.each([
    ['from 3 to 7 May', '2025-05-03', '2025-05-07'],
    ['May 3-7', '2025-05-03', '2025-05-07'],
    ['from the 3rd to the 7th of May', '2025-05-03', '2025-05-07'],
    ['June 10th to 15th', '2025-06-10', '2025-06-15'],
    ['move it to 10-14 June', '2025-06-10', '2025-06-14'],
    ['between May 3 and May 7', '2025-05-03', '2025-05-07'],
    ['20 Dec - 3 Jan', '2025-12-20', '2026-01-03'],
    ['2025-06-10 to 2025-06-15', '2025-06-10', '2025-06-15'],
  ])('reads %j as %s to %s', (text, startDate, endDate) => {
    expect(extractDates(text, TODAY)).toEqual({ startDate, endDate });
  });

  it('puts a date range in the next such month when the month has passed this year', () => {
    expect(extractDates('January 5-8', TODAY)).toEqual({ startDate: '2026-01-05', endDate: '2026-01-08' });
  });

  it('makes "in April" a trip of the given length from the start of the next April', () => {
    expect(extractDates('in April', TODAY)).toEqual({ startDate: '2025-04-01', endDate: '2025-04-07' });
    expect(extractDates('in April', TODAY, 5)).toEqual({ startDate: '2025-04-01', endDate: '2025-04-05' });
    expect(extractDates('mid-June', TODAY, 3)).toEqual({ startDate: '2025-06-12', endDate: '2025-06-14' });
    expect(extractDates('late October', TODAY, 2)).toEqual({ startDate: '2025-10-20', endDate: '2025-10-21' });
  });

  it('plans "in February" from tomorrow while February lasts, and a January in the next year', () => {
    expect(extractDates('in February', TODAY, 3)).toEqual({ startDate: '2025-02-11', endDate: '2025-02-13' });
    expect(extractDates('in January', TODAY, 3)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-03' });
  });

  it('reads "may" and "march" as months only with a hint', () => {
    expect(extractDates('we may go', TODAY)).toBeUndefined();
    expect(extractDates('May I ask something?', TODAY)).toBeUndefined();
    expect(extractDates('in May', TODAY, 2)).toEqual({ startDate: '2025-05-01', endDate: '2025-05-02' });
  });

  it('makes a weekend Friday to Sunday, and a long one Friday to Monday', () => {
    expect(extractDates('next weekend', TODAY)).toEqual({ startDate: '2025-02-14', endDate: '2025-02-16' });
    expect(extractDates('this weekend', TODAY)).toEqual({ startDate: '2025-02-14', endDate: '2025-02-16' });
    expect(extractDates('next long weekend', TODAY)).toEqual({ startDate: '2025-02-14', endDate: '2025-02-17' });
  });

  it('reads "next weekend" said during a weekend as the following one, and "this weekend" as the rest of it', () => {
    const saturday = '2025-02-15';
    expect(extractDates('next weekend', saturday)).toEqual({ startDate: '2025-02-21', endDate: '2025-02-23' });
    expect(extractDates('this weekend', saturday)).toEqual({ startDate: '2025-02-15', endDate: '2025-02-16' });
  });

  it('starts "next week" on Monday and "next month" on its first day', () => {
    expect(extractDates('next week', TODAY, 3)).toEqual({ startDate: '2025-02-17', endDate: '2025-02-19' });
    expect(extractDates('next month', TODAY, 3)).toEqual({ startDate: '2025-03-01', endDate: '2025-03-03' });
  });

  it('ends a trip that names only its start after the given length, or leaves the end open', () => {
    expect(extractDates('starting June 10', TODAY, 5)).toEqual({ startDate: '2025-06-10', endDate: '2025-06-14' });
    expect(extractDates('starting June 10', TODAY)).toEqual({ startDate: '2025-06-10' });
  });

  it('finds no dates in lengths, the present or days of the trip', () => {
    for (const text of ['5 days in Lisbon', 'a week', 'now please', 'today', 'swap day 2 and 3', '10 nights']) {
      expect(extractDates(text, TODAY)).toBeUndefined();
    }
  });
});
