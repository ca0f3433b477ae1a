/**
 * Wordings of a trip's top that the trip page shows and the server's first paint of that page
 * writes too (server/src/web/trip-first-paint/): one definition, so the two read the same.
 */
import dayjs from 'dayjs';

export function dateRangeText(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!start) return null;
  const from = dayjs(start);
  if (!from.isValid()) return null;
  const to = end ? dayjs(end) : undefined;
  // one day reads as that day, not "Dec 2 – Dec 2, 2026"
  if (!to?.isValid() || to.isSame(from, 'day')) return from.format('MMM D, YYYY');
  const fromFormat = from.year() === to.year() ? 'MMM D' : 'MMM D, YYYY';
  return `${from.format(fromFormat)} – ${to.format('MMM D, YYYY')}`;
}

/** '1' -> '1 traveler', '3-4' -> '3-4 travelers'; free text such as '2 adults' stays as written. */
export function travelersText(travelers: string): string {
  if (!/^\d+(\s*[-+]\s*\d*)?$/.test(travelers.trim())) return travelers;
  return `${travelers.trim()} ${travelers.trim() === '1' ? 'traveler' : 'travelers'}`;
}
