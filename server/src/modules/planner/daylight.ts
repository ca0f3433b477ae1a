/**
 * Daylight (docs/quality.md check 16): outdoor visits start before local sunset. Sunset comes
 * from the place's coordinates and the day's date (suncalc), in the destination's own clock
 * (its IANA timezone, so summer time counts). A trip without dates is assumed to fall in the
 * middle of the first season the guide's "best time to visit" names.
 */
import dayjs from 'dayjs';
import { getTimes } from 'suncalc';
import type { LatLng } from '../guide/index.js';
import type { LoadedDestination, LoadedPlace, TripCalendar } from './types.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = MONTHS.join('|');
/** "May to October", "November to March", "Late March to mid-April": the first range named. */
const MONTH_RANGE = new RegExp(`\\b(${MONTH})\\b[^.;]{0,24}?\\b(?:to|until|through|-|–)\\s+(?:(?:early|mid|late)[- ])?(${MONTH})\\b`, 'i');
const ONE_MONTH = new RegExp(`\\b(${MONTH})\\b`, 'i');
/** Any year serves: sunset on a date barely moves from one year to the next. */
const SEASON_YEAR = 2026;
/** Without a season in the guide, the equinox: a day of average length. */
const EQUINOX = `${SEASON_YEAR}-09-22`;

/**
 * Names that mark an outdoor visit whatever the category says (a zoo is filed under "kids",
 * a botanical garden sometimes under "sight"). Categories "park" and "daytrip" are outdoors.
 */
const OUTDOOR_WORDS = /\b(zoo|safari|beach|beaches|garden|gardens|botanic|botanical|park|hike|hiking|trail|trek|waterfall|falls|gorge|canyon|lagoon|cove|forest|island|islands|volcano|crater|lake|rice terraces|vineyard|vineyards)\b/i;
/** Indoor visits, whatever else their names say ("Dubai Aquarium & Underwater Zoo"). */
const INDOOR_WORDS = /\b(aquarium|museum|gallery|indoor|planetarium|cinema|theatre|theater)\b/i;
/** Names known for the evening: a night market, a sunset spot, a light show. */
const EVENING_WORDS = /\b(night|nights|sunset|evening|illuminations?|light show|lantern)\b/i;
const OUTDOOR_CATEGORIES: ReadonlySet<LoadedPlace['category']> = new Set(['park', 'daytrip']);
/** Bars, shows, observation decks and shopping streets are fine after dark. */
const EVENING_CATEGORIES: ReadonlySet<LoadedPlace['category']> = new Set(['nightlife', 'viewpoint', 'market', 'food', 'wellness', 'museum']);

/** A visit that needs daylight: parks, gardens, beaches, hikes, zoos; not those known for the evening. */
export function needsDaylight(place: Pick<LoadedPlace, 'category' | 'name'>): boolean {
  if (EVENING_WORDS.test(place.name) || INDOOR_WORDS.test(place.name) || EVENING_CATEGORIES.has(place.category)) return false;
  return OUTDOOR_CATEGORIES.has(place.category) || OUTDOOR_WORDS.test(place.name);
}

/** The date each day of the trip falls on: the trip's own, or days from the middle of the best season. */
export function daylightDates(calendar: TripCalendar, destination: Pick<LoadedDestination, 'overview'>): string[] {
  if (calendar.dates) return calendar.dates;
  const first = dayjs(seasonMiddle(destination.overview.bestTimeToVisit));
  return Array.from({ length: calendar.dayCount }, (_, i) => first.add(i, 'day').format('YYYY-MM-DD'));
}

/** 'YYYY-MM-DD' in the middle of the first season the text names, or the September equinox. */
export function seasonMiddle(bestTimeToVisit: string): string {
  const range = MONTH_RANGE.exec(bestTimeToVisit);
  const monthOf = (name: string) => MONTHS.indexOf(name.toLowerCase());
  if (range) {
    const [from, to] = [monthOf(range[1]), monthOf(range[2])];
    const months = ((to - from + 12) % 12) + 1;
    return dayjs(`${SEASON_YEAR}-${String(from + 1).padStart(2, '0')}-01`)
      .add(Math.floor(months / 2), 'month')
      .add(months % 2 === 1 ? 14 : 0, 'day')
      .format('YYYY-MM-DD');
  }
  const single = ONE_MONTH.exec(bestTimeToVisit);
  return single ? `${SEASON_YEAR}-${String(monthOf(single[1]) + 1).padStart(2, '0')}-15` : EQUINOX;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * Local sunset on that date at that point, in minutes from midnight on the destination's clock
 * (past 1440 when it comes after midnight);
 * undefined where the sun does not set that day (polar summer), and 0 where it does not rise.
 */
export function sunsetMinutes(date: string, point: LatLng, timezone: string): number | undefined {
  // suncalc works on the solar day that holds the instant given: local noon, roughly.
  const noon = new Date(Date.parse(`${date}T12:00:00Z`) - (point.lng / 15) * 3_600_000);
  const times = getTimes(noon, point.lat, point.lng);
  if (times.alwaysUp) return undefined;
  if (times.alwaysDown || !times.sunset) return 0;
  let clock = clocks.get(timezone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timezone, clock);
  }
  const parts = clock.formatToParts(times.sunset);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const minutes = part('hour') * 60 + part('minute');
  // Near the Arctic circle in summer the sun sets after midnight (Reykjavik in late June, 00:03):
  // that is late tonight, not early this morning.
  return minutes < AFTER_MIDNIGHT_UNTIL ? minutes + MINUTES_PER_DAY : minutes;
}

const MINUTES_PER_DAY = 1440;
/** A sunset read before this local time belongs to the night after the day. */
const AFTER_MIDNIGHT_UNTIL = 6 * 60;
