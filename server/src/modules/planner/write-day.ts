/**
 * A timed day in the traveller's words: titles, descriptions, types, 'HH:MM' times and
 * locations, shaped like the trip's ItineraryDay.
 */
import type { Activity, ItineraryDay } from '@odyssey/domain';
import { inferActivityType, REST_BREAK_TITLE, type ActivityType } from './activity-type.js';
import { withoutContradictions } from './check-words.js';
import { distanceKm, formatMinutes, travelMinutes, travelModeFor } from './geo.js';
import type { LoadedDestination, LoadedPlace, MealOption, ScheduledDay, ScheduledItem } from './types.js';

const TYPE_OF_CATEGORY: Record<LoadedPlace['category'], ActivityType> = {
  sight: 'sightseeing',
  museum: 'sightseeing',
  park: 'sightseeing',
  viewpoint: 'sightseeing',
  kids: 'sightseeing',
  daytrip: 'sightseeing',
  market: 'shopping',
  food: 'other',
  nightlife: 'other',
  wellness: 'other',
};

export function writeDay({ plan, items }: ScheduledDay, destination: LoadedDestination): ItineraryDay {
  const city = plan.leg.base.name;
  const activities = items.map((item, index) => (item.kind === 'rest' ? writeRestBreak(item, items[index - 1], items[index + 1], city) : writeActivity(item, items[index + 1], { ...plan, city }, destination)));
  return { day: plan.index + 1, title: dayTitle({ plan, items }, destination), description: dayDescription({ plan, items }, destination), activities };
}

function writeActivity(item: ScheduledItem, next: ScheduledItem | undefined, day: ScheduledDay['plan'] & { city: string }, destination: LoadedDestination): Activity {
  const location = { lat: item.lat, lng: item.lng, city: day.city };
  const timing = { time: clockTime(item.start), duration: item.duration, location };
  if (item.kind === 'lunch' || item.kind === 'dinner') return { ...mealText(item.kind, item.meal!), type: 'meal', ...timing, address: item.meal!.address };
  if (item.kind === 'transfer') return { ...transferText(item, day, destination), type: 'transportation', ...timing, address: addressOfTransfer(next, day) };
  const place = item.place!;
  const shortened =
    item.duration < place.durationMin ? ` A shorter visit today (${formatMinutes(item.duration)}) to fit the day.` : item.duration > place.durationMin ? ' No rush today: take your time here.' : '';
  if (item.kind === 'day trip') {
    const journey = travelMinutes(day.leg.base, place);
    // The guide's "45 minutes away by train" gives way to the plan's own journey (check 18).
    const about = withoutContradictions(place.description, place, journey);
    return { title: `Day trip: ${place.name}`, description: `${about} Day trip from ${day.leg.base.name}; allow about ${formatMinutes(journey)} back for dinner.${shortened}`.trim(), type: 'sightseeing', ...timing, address: place.address };
  }
  return { title: place.name, description: `${withoutContradictions(place.description, place, undefined)}${shortened}`, type: stopType(place), ...timing, address: place.address };
}

/** A rest break, where the item before it ended. */
function writeRestBreak(item: ScheduledItem, before: ScheduledItem | undefined, after: ScheduledItem | undefined, city: string): Activity {
  const where = before?.place?.name ?? (before?.meal?.connector === 'at' ? before.meal.name : undefined);
  const near = where ? `a café or a bench near ${where}` : 'a café nearby';
  // The break is at most two hours, but the afternoon may be free for longer: say when the next thing is.
  const free = after ? `until ${clockTime(after.start)}` : `for ${formatMinutes(item.duration)}`;
  return {
    title: REST_BREAK_TITLE,
    description: `Nothing booked ${free}: rest at your stay, or sit down at ${near}, before the rest of the day.`,
    type: 'other',
    time: clockTime(item.start),
    duration: item.duration,
    location: { lat: item.lat, lng: item.lng, city },
    // Not an address to go to: where the traveller already is.
    address: where ? `Near ${where}` : city,
  };
}

/**
 * A stop's type from its category. "other" is read again from the title by anyone checking the
 * plan, so a food or spa stop whose name sounds like a meal or a hotel ("Doka Coffee Estate")
 * is called sightseeing instead: it is a visit, not a meal.
 */
function stopType(place: LoadedPlace): ActivityType {
  const type = TYPE_OF_CATEGORY[place.category];
  if (type !== 'other') return type;
  const inferred = inferActivityType(place.name);
  return inferred === 'other' || inferred === 'sightseeing' || inferred === 'shopping' ? inferred : 'sightseeing';
}

function mealText(kind: 'lunch' | 'dinner', meal: MealOption): Pick<Activity, 'title' | 'description'> {
  const word = kind === 'lunch' ? 'Lunch' : 'Dinner';
  const title = meal.connector === 'at' ? `${word} at ${meal.name}` : meal.connector === ':' ? `${word}: ${meal.name}` : `${word} ${meal.name}`;
  return { title, description: meal.description };
}

function transferText(item: ScheduledItem, day: ScheduledDay['plan'], destination: LoadedDestination): Pick<Activity, 'title' | 'description'> {
  const duration = formatMinutes(item.duration);
  if (day.kind === 'day trip' && day.dayTrip) {
    const km = distanceKm(day.leg.base, day.dayTrip);
    return {
      title: `Travel to ${day.dayTrip.name} (day trip)`,
      description: `Day trip: about ${duration} each way ${travelModeFor(km)} from ${day.leg.base.name}. Set off after breakfast; you are back in ${day.leg.base.name} for dinner.`,
    };
  }
  const from = day.leavingFrom?.name ?? destination.name;
  return {
    title: `Transfer to ${day.leg.base.name}`,
    description: `Check out and travel from ${from} to ${day.leg.base.name}: about ${duration} by road, so book a shuttle bus or rental car ahead. Days ${day.leg.firstDay + 1}-${day.leg.firstDay + day.leg.dayCount} are spent around ${day.leg.base.name}.`,
  };
}

function addressOfTransfer(next: ScheduledItem | undefined, day: ScheduledDay['plan']): string {
  return next?.place?.address ?? next?.meal?.address ?? day.leg.base.name;
}

function dayTitle({ plan, items }: ScheduledDay, destination: LoadedDestination): string {
  if (plan.kind === 'day trip' && plan.dayTrip) return `Day trip to ${plan.dayTrip.name}`;
  if (plan.kind === 'transfer') return `Travel day: on to ${plan.leg.base.name}`;
  const areas = neighbourhoodNames(items, destination);
  return areas.length > 0 ? areas.slice(0, 2).join(' · ') : `${plan.leg.base.name} at leisure`;
}

function dayDescription({ plan, items }: ScheduledDay, destination: LoadedDestination): string {
  const visits = items.filter((item) => item.kind === 'stop' || item.kind === 'day trip');
  const minutes = visits.reduce((sum, item) => sum + item.duration, 0);
  const names = visits.map((item) => item.place!.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? 'a slow day');
  // Areas that are towns of their own (the place store's) name the day's towns: "A day in Vaduz and Schaan", not "A day in Vaduz" for a day in Schaan.
  const towns = destination.neighbourhoods.some((area) => area.town) ? neighbourhoodNames(items, destination) : [];
  const where = towns.length > 0 ? towns.slice(0, 2).join(' and ') : plan.leg.base.name;
  const prefix = plan.kind === 'day trip' ? 'A day trip out of the city' : plan.kind === 'transfer' ? `A travel day to ${plan.leg.base.name}` : `A day in ${where}`;
  return `${prefix}: ${list}, about ${formatMinutes(minutes)} of visits.`;
}

/** The neighbourhoods where the day's stops are, most time first. */
function neighbourhoodNames(items: ScheduledItem[], destination: LoadedDestination): string[] {
  const minutes = new Map<string, number>();
  for (const item of items) {
    if (item.kind !== 'stop' || !item.place) continue;
    const name = destination.neighbourhoods.find((area) => area.id === item.place!.neighbourhood)?.name;
    if (name) minutes.set(name, (minutes.get(name) ?? 0) + item.duration);
  }
  return [...minutes.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

export function clockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
