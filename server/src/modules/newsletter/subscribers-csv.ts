/**
 * The subscriber export (docs/product/accounts-admin.md, section 9): comma separated, columns ID, Email,
 * Status, Subscribed Date (YYYY-MM-DD), written by csv-stringify.
 *
 * A spreadsheet opening the file runs any cell that starts with =, +, -, @, a tab or a carriage
 * return as a formula, and the sign-up form accepts addresses such as "=HYPERLINK(...)@x.io".
 * Such cells get a leading apostrophe, which spreadsheets read as "this is text" (the OWASP
 * advice for CSV injection).
 */
import { stringify } from 'csv-stringify/sync';
import dayjs from 'dayjs';

export interface SubscriberRow {
  id: number;
  email: string;
  subscribed: boolean;
  subscribedAt: Date;
}

export const SUBSCRIBER_COLUMNS = ['ID', 'Email', 'Status', 'Subscribed Date'];
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will show as text, never evaluate. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  return stringify(
    rows.map((row) => [row.id, row.email, row.subscribed ? 'Subscribed' : 'Unsubscribed', dayjs(row.subscribedAt).format('YYYY-MM-DD')]),
    { header: true, columns: SUBSCRIBER_COLUMNS, cast: { string: inertCell } },
  );
}

/** subscribers-2026-11-22.csv: the export is named with the day it was made. */
export function subscribersFileName(today: Date): string {
  return `subscribers-${dayjs(today).format('YYYY-MM-DD')}.csv`;
}
