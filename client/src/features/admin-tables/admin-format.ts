import dayjs from 'dayjs';

/** docs/product/accounts-admin.md, section 9: admin tables show dates as 'MMM d, yyyy' (dayjs spells it 'MMM D, YYYY'). */
export function formatAdminDate(value: string | Date | null | undefined, missing: string): string {
  if (!value) return missing;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : missing;
}

/** Case-insensitive substring match of `search` in any of the texts; an empty search matches everything. */
export function matchesSearch(search: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || texts.some((text) => (text ?? '').toLowerCase().includes(needle));
}

/** docs/product/accounts-admin.md, section 5: an optional email must look like name@domain.tld (no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+(\.[^\s@]+)+$/;
