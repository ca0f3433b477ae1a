/**
 * A stored place's OpenStreetMap `opening_hours`, read for the days of one trip. OSM hours are
 * full of rules the guide's weekly hours leave out (public holidays, seasons, "sunset"), so the
 * opening_hours library evaluates them over the seven days from the trip's first date, in the
 * destination's own time zone and at the place's own coordinates. What cannot be read is
 * "hours unknown", never "open".
 */
import OpeningHours from 'opening_hours';
import { WEEKDAYS, type OpenInterval, type WeeklyHours } from '../guide/index.js';

export interface HoursSetting {
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2: public holidays are the country's */
  countryCode: string;
  /** IANA time zone of the destination, e.g. "Europe/Vaduz" */
  timezone: string;
  /** 'YYYY-MM-DD', the trip's first day (or today for a trip without dates) */
  firstDate: string;
}

const MINUTES_PER_DAY = 1440;
const TIME_RANGES_ONLY = 0;

/**
 * Each place's hours over the week from `firstDate`, as a weekly table keyed by weekday, or
 * undefined where the hours are missing, do not parse, or leave some opening unknown. A table
 * with no openings is a place shut on every day of that week (a palace closed for the winter).
 */
export function weeklyHoursFor(hours: ReadonlyArray<string | undefined>, setting: HoursSetting): Array<WeeklyHours | undefined> {
  const [year, month, day] = setting.firstDate.split('-').map(Number);
  // Local midnights of the trip's dates: the library reads a Date's local fields as the place's wall clock.
  const days = Array.from({ length: 7 }, (_, i) => new Date(year, month - 1, day + i));
  const where = {
    // The library takes coordinates as strings, as Nominatim sends them: numbers are silently ignored, and "sunset" is then Germany's.
    lat: String(setting.lat),
    lon: String(solarLongitude(setting.lng, setting.timezone, days[0])),
    address: { country_code: setting.countryCode.toLowerCase(), state: '' },
  };
  return hours.map((text) => (text ? tableOf(text, where, days) : undefined));
}

/**
 * The library places sunrise and sunset on the server's clock. Moving the longitude by the
 * difference between the server's zone and the destination's (15° an hour, since the sun's
 * times move 4 minutes a degree) puts them on the destination's clock instead, without touching
 * the process's time zone; the day's length depends on the latitude alone and is unchanged.
 */
function solarLongitude(lng: number, timezone: string, at: Date): number {
  const serverOffset = -at.getTimezoneOffset();
  const shifted = lng + (serverOffset - zoneOffsetMinutes(timezone, at)) / 4;
  return ((((shifted + 180) % 360) + 360) % 360) - 180;
}

/** Minutes east of UTC of an IANA zone at an instant ("Europe/Monaco" in December: 60). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

function tableOf(text: string, where: object, days: Date[]): WeeklyHours | undefined {
  let rules: OpeningHours;
  try {
    rules = new OpeningHours(text, where as never, TIME_RANGES_ONLY);
  } catch {
    return undefined;
  }
  const table: WeeklyHours = { mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [] };
  for (const date of days) {
    const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
    let intervals: ReturnType<OpeningHours['getOpenIntervals']>;
    try {
      intervals = rules.getOpenIntervals(date, next);
    } catch {
      return undefined;
    }
    // A state the data itself calls unknown ("10:00+", "by appointment") leaves the week's hours unknown: neither open nor shut.
    if (intervals.some(([, , unknown]) => unknown)) return undefined;
    const weekday = WEEKDAYS[(date.getDay() + 6) % 7];
    table[weekday] = intervals.map(([start, end]): OpenInterval => [minuteOfDay(start, date), end.getTime() >= next.getTime() ? MINUTES_PER_DAY : minuteOfDay(end, date)]);
  }
  return table;
}

function minuteOfDay(time: Date, day: Date): number {
  return time.getTime() <= day.getTime() ? 0 : time.getHours() * 60 + time.getMinutes();
}
