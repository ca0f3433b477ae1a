/**
 * Checking a replacement itinerary and turning it into the shape a trip stores. Field errors
 * say where they are ("Day 2, activity 3: Title is required"), since one message stands for
 * a whole list of days.
 */
import { AppError } from '../../common/app-error.js';
import { validateInput } from '../../common/validate-input.js';
import type { Activity, ItineraryDay } from './trip.types.js';
import { DAY_TITLE_DEFAULT, ItineraryUpdate, type ActivityInput, type ItineraryDayInput } from './itinerary.inputs.js';

/** 'itinerary.1.activities.2.title' -> 'Day 2, activity 3' */
export function placeOfField(field: string): string | undefined {
  const match = /^itinerary\.(\d+)(?:\.activities\.(\d+))?/.exec(field);
  if (!match) return undefined;
  const day = `Day ${Number(match[1]) + 1}`;
  return match[2] === undefined ? day : `${day}, activity ${Number(match[2]) + 1}`;
}

/** A refusal of an itinerary, its message led by the place of its first field ("Day 2, activity 3: Title is required"). */
export function placedRefusal(error: AppError): AppError {
  if (error.code !== 'validation_failed') return error;
  const fields = (error.details?.fields ?? []) as Array<{ field: string; messages: string[] }>;
  const place = fields[0] ? placeOfField(fields[0].field) : undefined;
  return place ? new AppError('validation_failed', `${place}: ${error.message}`, error.details) : error;
}

/**
 * Validates a list of days as GraphQL coerced it (updateTripItinerary's validateFn); the first
 * problem is the error's message, all of them its fields. REST checks its body against the same
 * ItineraryUpdate with body(ItineraryUpdate, { reword: placedRefusal }).
 */
export async function validateItinerary(days: unknown): Promise<ItineraryDayInput[]> {
  try {
    return (await validateInput(ItineraryUpdate, { itinerary: days })).itinerary;
  } catch (error) {
    throw error instanceof AppError ? placedRefusal(error) : error;
  }
}

/** A trip keeps its number of days; an edit may change what happens on them, and their order. */
export function checkDayNumbers(days: readonly ItineraryDayInput[], dayCount: number): void {
  const numbered = days.length === dayCount && days.every((day, index) => day.day === index + 1);
  if (!numbered) {
    throw new AppError('validation_failed', `This trip has ${dayCount} ${dayCount === 1 ? 'day' : 'days'}: send all of them, numbered 1 to ${dayCount} in order`);
  }
}

/** The stored day: only the known fields, with no empty optional values. */
export function storedDay(day: ItineraryDayInput): ItineraryDay {
  return withoutEmpty({
    day: day.day,
    title: day.title || DAY_TITLE_DEFAULT,
    description: day.description,
    activities: day.activities.map(storedActivity),
  });
}

function storedActivity(activity: ActivityInput): Activity {
  const location = activity.location ? withoutEmpty({ lat: activity.location.lat, lng: activity.location.lng, city: activity.location.city }) : undefined;
  return withoutEmpty({
    id: activity.id,
    title: activity.title,
    description: activity.description,
    type: activity.type,
    time: activity.time,
    timeframe: activity.timeframe,
    duration: activity.duration,
    location: location && Object.keys(location).length > 0 ? location : undefined,
    address: activity.address,
    imageUrl: activity.imageUrl,
    placeId: activity.placeId,
  });
}

type WithoutNull<T> = { [K in keyof T]: Exclude<T[K], null> };

function withoutEmpty<T extends object>(value: T): WithoutNull<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as WithoutNull<T>;
}
