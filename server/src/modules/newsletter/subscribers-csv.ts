/**
 * The subscriber export (docs/product/accounts-admin.md, section 9): comma separated, columns ID, Email,
 * Status, Subscribed Date (YYYY-MM-DD), written by csv-stringify.
 * The sign-up form accepts addresses such as "=HYPERLINK(...)@x.io": text cells go through
 * inertCell (common/csv-cell.ts), so a spreadsheet shows them and never runs them.
 */
import { stringify } from 'csv-stringify/sync';
import dayjs from 'dayjs';
import { inertCell } from '../../common/csv-cell.js';

export interface SubscriberRow {
  id: number;
  email: string;
  subscribed: boolean;
  subscribedAt: Date;
}

export const SUBSCRIBER_COLUMNS = ['ID', 'Email', 'Status', 'Subscribed Date'];
export { inertCell };

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
