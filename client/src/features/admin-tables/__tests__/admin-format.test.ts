import { EMAIL_PATTERN, formatAdminDate, matchesSearch } from '../admin-format';

describe('admin table formatting', () => {
  test("dates read 'MMM d, yyyy'; a missing or invalid date reads as the given word", () => {
    expect(formatAdminDate('2026-03-07T10:00:00.000Z', 'Unknown')).toBe('Mar 7, 2026');
    expect(formatAdminDate(null, 'Never')).toBe('Never');
    expect(formatAdminDate('not a date', 'Unknown')).toBe('Unknown');
  });

  test('search is a case-insensitive substring of any field', () => {
    expect(matchesSearch('ADA', 'ada', 'x@y.z')).toBe(true);
    expect(matchesSearch('example', 'bob', 'bob@example.com')).toBe(true);
    expect(matchesSearch('zzz', 'bob', 'bob@example.com')).toBe(false);
    expect(matchesSearch('  ', 'bob')).toBe(true);
  });

  test('the email pattern wants a name, an @ and a dotted domain, without spaces', () => {
    expect(EMAIL_PATTERN.test('ada@example.com')).toBe(true);
    for (const bad of ['ada', 'ada@example', 'ada @example.com', '@example.com', 'ada@.com']) expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
});
