/**
 * Check 15's remedy of last resort: when a day still has an idle stretch of over two hours in
 * its working day (a museum closes at 15:30 and dinner is at 18:30), the longest such stretch
 * begins with a rest break of up to two hours, where the item before it ended. Filling the day
 * with visits is fit-days' job; this only makes an honest quiet hour visible.
 */
import { idleWithinWorkingDay, MAX_IDLE_MINUTES, MAX_REST_BREAK_MINUTES, WORKING_DAY } from './check-rhythm.js';
import { travelMinutes } from './geo.js';
import type { ScheduledItem } from './types.js';

/** Idle minutes a rest break leaves before the next item, so a late start there is not missed. */
const SLACK_AFTER_REST = 10;

/** The working-day minutes between an item's end (with the travel on) and the next item's start, as check 15 counts them. */
export function idleMinutes(before: ScheduledItem, after: ScheduledItem): number {
  const travel = before.kind === 'transfer' || after.kind === 'transfer' || after.kind === 'rest' ? 0 : Math.ceil(travelMinutes(before, after));
  return idleWithinWorkingDay(before.start + before.duration + travel, after.start);
}

/** The day's longest idle stretch, in minutes. */
export function longestIdle(items: readonly ScheduledItem[]): number {
  let longest = 0;
  for (let i = 0; i + 1 < items.length; i++) longest = Math.max(longest, idleMinutes(items[i], items[i + 1]));
  return longest;
}

/** The items with one rest break at the start of the longest idle stretch, when it is over two hours. */
export function withRestBreak(items: readonly ScheduledItem[]): ScheduledItem[] {
  let at = -1;
  let longest = MAX_IDLE_MINUTES;
  for (let i = 0; i + 1 < items.length; i++) {
    const idle = idleMinutes(items[i], items[i + 1]);
    if (idle > longest) [at, longest] = [i, idle];
  }
  if (at < 0) return [...items];
  const [before, after] = [items[at], items[at + 1]];
  const start = Math.max(WORKING_DAY.from, Math.ceil((before.start + before.duration) / 5) * 5);
  const travel = Math.ceil(travelMinutes(before, after));
  const duration = Math.min(MAX_REST_BREAK_MINUTES, Math.floor((after.start - travel - start - SLACK_AFTER_REST) / 5) * 5);
  if (duration < 30) return [...items];
  const rest: ScheduledItem = { kind: 'rest', start, duration, lat: before.lat, lng: before.lng };
  return [...items.slice(0, at + 1), rest, ...items.slice(at + 1)];
}
