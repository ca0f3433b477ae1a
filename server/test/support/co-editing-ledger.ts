/**
 * Checks a trip's stored history (trip_edits) and final itinerary against the edits a
 * co-editing test sent and the replies it got (issue 22):
 *   - revisions: every revision after the start has its one history row, none missing;
 *   - acknowledged: every edit acknowledged as applied has its row at the revision it was told,
 *     with what it sent; a row no acknowledged edit explains must be a try that got no reply;
 *   - the conflict rule: no applied change overwrote a change to the same field that its editor
 *     had not seen, and every conflict reported names a change its editor had not seen;
 *   - the final itinerary: each activity, field and day holds what the latest change to it set
 *     (the seed's value when none did); what was removed is gone, what was added is there.
 * An acknowledged edit whose effect is not in the final itinerary (and that no later change
 * explains) is "lost". Everything else wrong is a "violation".
 */
import type { EditInput, SentEdit, ViewActivity, ViewDay } from './co-editor.js';

export interface EditRow {
  revision: number;
  kind: string;
  authorName: string | null;
  operations: Array<{ kind: string; activityId?: string; day?: number; index?: number; activity?: Record<string, unknown> & { id: string }; changes?: Record<string, unknown> }>;
  touched: string[];
}

export interface LedgerCheck {
  lost: string[];
  violations: string[];
  /** history rows made by tries that got no reply */
  unacknowledgedApplied: number;
}

const FIELDS = ['title', 'description', 'type', 'time', 'duration'] as const;
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
const shown = (value: unknown) => JSON.stringify(value ?? null);

/** Whether a stored operation is the one `edit` asked for. */
function isOperationOf(operation: EditRow['operations'][number] | undefined, edit: EditInput): boolean {
  if (!operation || operation.kind !== edit.kind) return false;
  switch (edit.kind) {
    case 'add':
      return operation.day === edit.day && operation.activity?.title === edit.activity?.title;
    case 'update':
      // The stored update holds the fields that were applied: some of those asked for (the rest lost a conflict), none other.
      return operation.activityId === edit.activityId && Object.keys(operation.changes ?? {}).length > 0 && Object.entries(operation.changes ?? {}).every(([field, value]) => field in (edit.changes ?? {}) && same((edit.changes as Record<string, unknown>)[field], value));
    case 'move':
      return operation.activityId === edit.activityId && operation.day === edit.day && operation.index === edit.index;
    case 'remove':
      return operation.activityId === edit.activityId;
  }
}

export function checkLedger(input: { startRevision: number; seed: readonly ViewDay[]; rows: readonly EditRow[]; sent: readonly SentEdit[]; final: { revision: number; itinerary: readonly ViewDay[] } }): LedgerCheck {
  const { startRevision, seed, rows, sent, final } = input;
  const lost: string[] = [];
  const violations: string[] = [];
  const byRevision = new Map(rows.map((row) => [row.revision, row]));

  // Revisions: start+1 .. final, each once.
  const revisions = rows.map((row) => row.revision);
  const expected = Array.from({ length: final.revision - startRevision }, (_, i) => startRevision + 1 + i);
  if (shown(revisions) !== shown(expected)) violations.push(`history revisions are not ${startRevision + 1}..${final.revision} without gaps: ${revisions.join(',')}`);

  // Every row, with the edit that made it.
  const madeBy = new Map<number, SentEdit>();
  for (const edit of sent.filter((one) => one.ack?.applied)) {
    const { revision } = edit.ack!;
    const row = byRevision.get(revision);
    const name = `${edit.editor} #${edit.n} (${edit.edit.kind}, acknowledged at r${revision})`;
    if (madeBy.has(revision)) violations.push(`${name} and ${madeBy.get(revision)!.editor} #${madeBy.get(revision)!.n} were both acknowledged at r${revision}`);
    else if (!row) lost.push(`${name}: no history row at r${revision}`);
    else if (row.authorName !== edit.editor || row.kind !== edit.edit.kind || !isOperationOf(row.operations[0], edit.edit)) lost.push(`${name}: the row at r${revision} is another change: ${JSON.stringify(row)}`);
    else madeBy.set(revision, edit);
  }
  let unacknowledgedApplied = 0;
  for (const row of rows) {
    if (madeBy.has(row.revision)) continue;
    const tried = sent.find((edit) => edit.unanswered > 0 && edit.editor === row.authorName && !(edit.ack?.applied && edit.ack.revision === row.revision) && isOperationOf(row.operations[0], edit.edit) && edit.baseRevision < row.revision);
    if (!tried) violations.push(`r${row.revision} was made by no edit of this test, or by one acknowledged otherwise: ${JSON.stringify(row)}`);
    else {
      unacknowledgedApplied++;
      madeBy.set(row.revision, tried);
    }
  }

  // The conflict rule, for every row whose edit is known: nothing it applied was changed after its base revision.
  const touchedBetween = (from: number, to: number, matches: (touch: string) => boolean) => rows.find((row) => row.revision > from && row.revision < to && row.touched.some(matches));
  for (const row of rows) {
    const edit = madeBy.get(row.revision);
    if (!edit) continue;
    for (const touch of row.touched) {
      const id = touch.slice(0, touch.lastIndexOf('.'));
      const matches = row.kind === 'remove' ? (other: string) => other.startsWith(`${id}.`) : row.kind === 'add' ? () => false : (other: string) => other === touch;
      const earlier = touchedBetween(edit.baseRevision, row.revision, matches);
      if (earlier) violations.push(`r${row.revision} (${edit.editor} #${edit.n}, made on r${edit.baseRevision}) changed ${touch}, which r${earlier.revision} had changed first: ${JSON.stringify(row.operations)} after ${JSON.stringify(earlier.operations)}`);
    }
  }
  // Every conflict reported names a change its editor had not seen.
  for (const edit of sent) {
    if (!edit.ack) continue;
    const upTo = edit.ack.applied ? edit.ack.revision : edit.ack.revision + 1;
    for (const conflict of edit.ack.conflicts) {
      const matches = conflict.field === 'activity' ? (touch: string) => touch.startsWith(`${conflict.activityId}.`) : (touch: string) => touch === `${conflict.activityId}.${conflict.field}`;
      if (!touchedBetween(edit.baseRevision, upTo, matches)) violations.push(`${edit.editor} #${edit.n} (made on r${edit.baseRevision}, answered at r${edit.ack.revision}) was told of a conflict no change since explains: ${JSON.stringify(conflict)}`);
    }
  }

  // The final itinerary, activity by activity.
  const latest = (key: string, after: number) => [...rows].reverse().find((row) => row.revision > after && row.touched.includes(key));
  const blame = (row: EditRow | undefined, what: string) => {
    const edit = row && madeBy.get(row.revision);
    if (edit?.ack?.applied && edit.ack.revision === row!.revision) lost.push(`${edit.editor} #${edit.n} (${edit.edit.kind}, acknowledged at r${row!.revision}): ${what}`);
    else violations.push(`${row ? `r${row.revision}` : 'the seed'}: ${what}`);
  };
  const seedOf = new Map(seed.flatMap((day) => day.activities.map((activity) => [activity.id, { day: day.day, activity }] as const)));
  const finalOf = new Map(final.itinerary.flatMap((day) => day.activities.map((activity) => [activity.id, { day: day.day, activity }] as const)));
  const everyId = new Set([...seedOf.keys(), ...rows.flatMap((row) => row.touched.map((touch) => touch.slice(0, touch.lastIndexOf('.'))))]);
  for (const id of everyId) {
    const whole = latest(`${id}.*`, startRevision);
    const now = finalOf.get(id);
    if (whole?.kind === 'remove' || (!whole && !seedOf.has(id))) {
      if (now) blame(whole, `${id} should be removed but is on day ${now.day}`);
      continue;
    }
    if (!now) {
      blame(whole, `${id} should be on the trip but is gone`);
      continue;
    }
    const origin = whole ? { day: whole.operations[0].day!, activity: whole.operations[0].activity as unknown as ViewActivity } : seedOf.get(id)!;
    const since = whole?.revision ?? startRevision;
    for (const field of FIELDS) {
      const change = latest(`${id}.${field}`, since);
      const wanted = change ? change.operations[0].changes?.[field] : origin.activity[field];
      if (!same(now.activity[field], wanted)) blame(change ?? whole, `${id}.${field} is ${shown(now.activity[field])}, not ${shown(wanted)}`);
    }
    const move = latest(`${id}.place`, since);
    const day = move ? move.operations[0].day : origin.day;
    if (now.day !== day) blame(move ?? whole, `${id} is on day ${now.day}, not day ${day}`);
  }
  return { lost, violations, unacknowledgedApplied };
}
