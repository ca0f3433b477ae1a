/** The load figures as a plain-text table, one row per request kind (for the benchmark and the tests' output). */
import type { KindFigures } from './load-mix.js';

const HEADER = ['setup', 'conns', 'kind', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx', 'bad body'];

export function figureRows(setup: string, connections: number, kinds: KindFigures[]): string[][] {
  return kinds.map((k) => [
    setup,
    `${connections}`,
    `${k.kind} ×${k.connections}`,
    k.requestsPerSecond.toFixed(0),
    k.p50Ms.toFixed(1),
    k.p99Ms.toFixed(1),
    `${k.requests}`,
    `${k.errors}${k.timeouts ? ` (${k.timeouts} timeouts)` : ''}`,
    `${k.non2xx}${k.non2xx ? ` ${JSON.stringify(k.statusCounts)}` : ''}`,
    `${k.badBodies}`,
  ]);
}

export function formatTable(rows: string[][]): string {
  const all = [HEADER, ...rows];
  const widths = HEADER.map((_h, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column >= 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  return [line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
