/**
 * Co-editing's words: a stored change as the history lists it, and a conflict as its loser reads
 * it. Titles are quoted as travellers wrote them; the result is bounded to the history's column.
 */
import type { EditableField, ItineraryOperation, OperationConflict, StoredDay } from './edit-operations.js';

const SUMMARY_LIMIT = 600;

const FIELD_WORDS: Record<EditableField | 'activity' | 'place', string> = {
  title: 'name',
  description: 'description',
  type: 'type',
  time: 'time',
  duration: 'length',
  activity: 'activity',
  place: 'place in the plan',
};

function bounded(text: string): string {
  return text.length <= SUMMARY_LIMIT ? text : `${text.slice(0, SUMMARY_LIMIT - 1)}…`;
}

function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return field === 'time' ? 'no set time' : 'nothing';
  return field === 'duration' ? `${String(value)} min` : `"${String(value)}"`;
}

const titleIn = (days: readonly StoredDay[], activityId: string) => days.flatMap((day) => day.activities).find((activity) => activity.id === activityId)?.title ?? 'an activity';

/** One operation in words, reading titles from the days before it (`before`) and after it (`after`). */
export function operationWords(operation: ItineraryOperation, before: readonly StoredDay[]): string {
  switch (operation.kind) {
    case 'add':
      return bounded(`added "${operation.activity.title}" to day ${operation.day}`);
    case 'remove':
      return bounded(`removed "${titleIn(before, operation.activityId)}"`);
    case 'move':
      return bounded(`moved "${titleIn(before, operation.activityId)}" to day ${operation.day}`);
    case 'update': {
      const parts = Object.entries(operation.changes).map(([field, value]) => `${FIELD_WORDS[field as EditableField]} to ${valueWords(field, value)}`);
      return bounded(`changed "${titleIn(before, operation.activityId)}": ${parts.join(', ')}`);
    }
  }
}

/** "ben changed the time of "Opera House" first: it stays "11:00" (you wanted "10:00")." */
export function conflictWords(conflict: OperationConflict & { by: string | null }): string {
  const who = conflict.by ?? 'Someone';
  if (conflict.reason === 'removed') return `${who} removed this activity first: your change was not applied.`;
  if (conflict.reason === 'replanned') return `${who} planned the trip again since you opened it: "${conflict.activityTitle}" is from the new plan, and your change was not applied.`;
  if (conflict.field === 'activity') return `${who} changed "${conflict.activityTitle}" after you opened the trip, so it was not removed.`;
  const field = FIELD_WORDS[conflict.field];
  return `${who} changed the ${field} of "${conflict.activityTitle}" first: it stays ${valueWords(conflict.field, conflict.kept)} (you wanted ${valueWords(conflict.field, conflict.yours)}).`;
}
