import { parse } from 'csv-parse/sync';
import { inertCell, subscribersCsv, subscribersFileName } from '../subscribers-csv.js';

describe('the subscriber CSV export', () => {
  const at = new Date('2026-03-04T10:00:00Z');

  test('columns ID, Email, Status, Subscribed Date (YYYY-MM-DD), one row per subscriber', () => {
    const csv = subscribersCsv([
      { id: 7, email: 'ana@example.com', subscribed: true, subscribedAt: at },
      { id: 3, email: 'bo@example.com', subscribed: false, subscribedAt: at },
    ]);
    expect(csv).toBe('ID,Email,Status,Subscribed Date\n7,ana@example.com,Subscribed,2026-03-04\n3,bo@example.com,Unsubscribed,2026-03-04\n');
    expect(subscribersFileName(at)).toBe('subscribers-2026-03-04.csv');
  });

  test.each([
    ['=HYPERLINK("http://evil.example")@x.io', `'=HYPERLINK("http://evil.example")@x.io`],
    ['+1+1@example.com', "'+1+1@example.com"],
    ['-2+3@example.com', "'-2+3@example.com"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['plain@example.com', 'plain@example.com'],
    ['a=b@example.com', 'a=b@example.com'],
  ])('a cell starting %j is written so a spreadsheet reads it as text', (email, cell) => {
    expect(inertCell(email)).toBe(cell);
    const [, row] = parse(subscribersCsv([{ id: 1, email, subscribed: true, subscribedAt: at }]), { relax_quotes: true }) as string[][];
    expect(row[1]).toBe(cell);
  });
});
