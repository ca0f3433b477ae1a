/** The trip's stops grouped by day, with each day's colour, ready to draw on a map. */

/** 8 colours, cycling per day (docs/product/traveller.md, section 9). */
export const DAY_PALETTE = ['#0B6E79', '#E4572E', '#6D5BD0', '#2E8B57', '#C2417A', '#D4A017', '#2F6FDB', '#8B5E34'] as const;

export const dayColor = (dayIndex: number) => DAY_PALETTE[dayIndex % DAY_PALETTE.length];

export interface MapStop {
  /** 1-based position within its day */
  number: number;
  title: string;
  time?: string | null;
  lat: number;
  lng: number;
}

export interface MapDay {
  day: number;
  title: string;
  color: string;
  stops: MapStop[];
}

interface PlacedInput {
  location?: { lat?: number | null; lng?: number | null } | null;
}

interface DayInput {
  day: number;
  title: string;
  activities: readonly (PlacedInput & { title: string; time?: string | null; type?: string | null })[];
}

const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Where an activity is on the map, if it has a usable place. */
function placeOf({ location }: PlacedInput): { lat: number; lng: number } | null {
  const lat = location?.lat;
  const lng = location?.lng;
  return isCoordinate(lat, 90) && isCoordinate(lng, 180) ? { lat, lng } : null;
}

/**
 * Each activity's stop number on the map (1, 2, ... in the day's order), or null for one without a
 * place. An activity at the very spot of the one before (lunch by a stop, a rest break after it)
 * shares its pin and its number rather than stacking a second pin on it.
 */
export function stopNumbersOf(activities: readonly PlacedInput[]): (number | null)[] {
  let stops = 0;
  let last: { lat: number; lng: number } | null = null;
  return activities.map((activity) => {
    const place = placeOf(activity);
    if (!place) return null;
    if (!last || !samePoint(last, place)) stops++;
    last = place;
    return stops;
  });
}

export function mapDaysOf(itinerary: readonly DayInput[]): MapDay[] {
  return itinerary.map((day, index) => {
    const numbers = stopNumbersOf(day.activities);
    const stops: MapStop[] = [];
    // whether each pin is still named for a meal
    const namedForMeal: boolean[] = [];
    day.activities.forEach((activity, i) => {
      const number = numbers[i];
      const place = placeOf(activity);
      if (number === null || !place) return;
      const isMeal = activity.type === 'meal';
      if (stops.length < number) {
        stops.push({ number, title: activity.title, time: activity.time, ...place });
        namedForMeal.push(isMeal);
      } else if (namedForMeal[number - 1] && !isMeal) {
        // A shared pin is named for the place, not for the lunch eaten beside it.
        Object.assign(stops[number - 1], { title: activity.title, time: activity.time });
        namedForMeal[number - 1] = false;
      }
    });
    return { day: day.day, title: day.title, color: dayColor(index), stops };
  });
}

function samePoint(a: { lat: number; lng: number }, b: { lat: number; lng: number }): boolean {
  return a.lat === b.lat && a.lng === b.lng;
}
