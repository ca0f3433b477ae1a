import { dateRangeText } from '../trip-words.js';

describe('dateRangeText', () => {
  it('shows a range, with the year once when both dates share it', () => {
    expect(dateRangeText('2026-06-01', '2026-06-04')).toBe('Jun 1 – Jun 4, 2026');
    expect(dateRangeText('2026-12-30', '2027-01-02')).toBe('Dec 30, 2026 – Jan 2, 2027');
  });

  it('shows a one-day trip as that day, and nothing without a start', () => {
    expect(dateRangeText('2026-12-02', '2026-12-02')).toBe('Dec 2, 2026');
    expect(dateRangeText('2026-12-02', null)).toBe('Dec 2, 2026');
    expect(dateRangeText(null, '2026-12-02')).toBeNull();
  });
});
