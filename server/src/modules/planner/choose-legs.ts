/**
 * Where the nights are spent. A city is one leg around its centre. A region or country with
 * bases (Costa Rica, Phuket) becomes a sequence of bases, a few nights each, chosen for the
 * traveller's interests and ordered along a short path from the base nearest the centre.
 */
import type { OpenInterval, GuideBase, GuideNeighbourhood, GuideStay, LatLng } from '../guide/index.js';
import { distanceKm, nearestTo, transferMinutes } from './geo.js';
import { isDayTripFrom } from './choose-stops.js';
import { shortestOpenPath } from './order-route.js';
import { placeKey } from './place-key.js';
import { servedInterests } from './score-place.js';
import type { Base, Leg, LoadedDestination, LoadedPlace, MealOption, Traveller } from './types.js';

const DAYS_PER_BASE = 3.5;
/**
 * In a region (an island like Phuket) the bases are a short ride apart, so places, meals and
 * stays may come from another base's areas this close. A country's bases (Costa Rica's) can
 * be hours apart by road even when near on the map, so they never share.
 */
const SHARED_REACH_KM = 25;

function withinSharedReach(destination: LoadedDestination, a: LatLng, b: LatLng): boolean {
  return destination.kind === 'region' && distanceKm(a, b) <= SHARED_REACH_KM;
}
/** Minutes of visits a day needs, to judge whether a base has enough to see. */
const MINUTES_PER_DAY_NEEDED = 300;
/**
 * What a base beyond one for every two days costs in a set's worth: less than an interest
 * served (100), more than anything else a base can add, so only a missing interest pays for it.
 */
const EXTRA_BASE_COST = 60;
/** What a must-see within reach adds to a set of bases: less than an interest served, more than the rest. */
const MUST_SEE_WORTH = 40;
/** Setting off at 07:30, a longer drive misses lunch on arrival. */
const LONGEST_TRANSFER_MIN = 6 * 60;

export function chooseLegs(destination: LoadedDestination, dayCount: number, traveller: Traveller): Leg[] {
  const bases = destination.bases ?? [];
  if (bases.length <= 1) {
    const base = bases[0] ?? { id: destination.id, name: destination.name, lat: destination.lat, lng: destination.lng };
    return [legAround(destination, base, destination.places, 0, dayCount)];
  }
  const chosen = orderFromCentre(destination, pickBases(destination, bases, dayCount, traveller));
  const dayCounts = splitDays(dayCount, chosen.map((base) => minutesToSee(destination, base)));
  let firstDay = 0;
  return chosen.map((base, index) => {
    const leg = legAround(destination, base, placesReachedFrom(destination, base, chosen), firstDay, dayCounts[index]);
    firstDay += dayCounts[index];
    return leg;
  });
}

/**
 * The set of bases that serves the most chosen interests, with a stay at the budget level and
 * enough to see for the days; more bases than the length suggests only when they serve more
 * interests, normally no more than one for every two days. A short trip whose interests lie
 * in different bases (beaches on one coast, hot springs inland) may spend a single day in a
 * base: every chosen interest served is worth more than a quieter trip. Regions have a
 * handful of bases, so every set is tried.
 */
function pickBases(destination: LoadedDestination, bases: GuideBase[], dayCount: number, traveller: Traveller): GuideBase[] {
  const suggested = Math.max(1, Math.min(bases.length, Math.round(dayCount / DAYS_PER_BASE)));
  const usual = Math.max(suggested, Math.min(bases.length, Math.floor((dayCount + 1) / 2)));
  const most = Math.max(usual, Math.min(bases.length, dayCount));
  const hasStay = (base: GuideBase) => staysNear(destination, base, traveller.budgetLevel).length > 0;
  const worth = (set: GuideBase[]) => {
    const reached = new Map(set.map((base) => [base, placesReachedFrom(destination, base, set)]));
    const visitMinutes = (base: GuideBase) =>
      reached
        .get(base)!
        .filter((place) => !place.dayTrip && (!traveller.gentle || place.kidFriendly))
        .reduce((sum, place) => sum + place.durationMin, 0);
    const legs = orderFromCentre(destination, set);
    const days = splitDays(dayCount, legs.map((base) => minutesToSee(destination, base)));
    // A day trip takes a whole day: a base reached on a travel day and left the next morning has none.
    const reachable = legs.flatMap((base, i) => reached.get(base)!.filter((place) => days[i] - (i > 0 ? 1 : 0) >= 1 || !isDayTripFrom(place, base)));
    const served = new Set(reachable.flatMap((place) => servedInterests(place, traveller.interests)));
    // the icons a trip this long can hold (check 13), reachable from the set
    const mustSees = Math.min(new Set(reachable.filter((place) => place.mustSee)).size, 2 * dayCount);
    const minutes = set.reduce((sum, base) => sum + visitMinutes(base), 0);
    const thinBases = set.filter((base) => visitMinutes(base) < (dayCount / set.length) * MINUTES_PER_DAY_NEEDED).length;
    const drives = legs.slice(1).map((base, i) => transferMinutes(legs[i], base));
    // A drive that cannot end before lunch leaves a travel day with no time to see anything.
    const tooLong = drives.some((minutes) => minutes > LONGEST_TRANSFER_MIN);
    const driving = drives.reduce((sum, minutes) => sum + minutes, 0);
    return (
      served.size * 100 +
      mustSees * MUST_SEE_WORTH +
      (set.some(hasStay) ? 0 : -1000) +
      (5 * Math.min(minutes, dayCount * MINUTES_PER_DAY_NEEDED)) / 60 -
      thinBases * 20 -
      Math.abs(set.length - suggested) * 15 -
      Math.max(0, set.length - usual) * EXTRA_BASE_COST -
      driving / 10 -
      (tooLong ? 1000 : 0) +
      (set.includes(nearestTo(destination, bases)) ? 1 : 0)
    );
  };
  let best: GuideBase[] = [];
  for (const set of subsets(bases)) {
    if (set.length < 1 || set.length > most) continue;
    if (best.length === 0 || worth(set) > worth(best)) best = set;
  }
  return best;
}

function subsets<T>(items: T[]): T[][] {
  return Array.from({ length: 2 ** items.length }, (_, mask) => items.filter((_, i) => mask & (1 << i)));
}

/** Travellers usually arrive at the main hub, so the route starts at the base nearest the centre. */
function orderFromCentre(destination: LoadedDestination, bases: GuideBase[]): GuideBase[] {
  const start = nearestTo(destination, bases);
  const others = bases.filter((base) => base !== start);
  const { order } = shortestOpenPath([start, ...others], { fixedStart: true });
  return order.map((index) => [start, ...others][index]);
}

/** Days in proportion to what each base has to see, at least two each when the trip allows. */
export function splitDays(dayCount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const minimum = dayCount >= 2 * weights.length ? 2 : 1;
  const counts = weights.map(() => minimum);
  let left = dayCount - minimum * weights.length;
  while (left > 0) {
    const given = counts.reduce((sum, count) => sum + count, 0);
    const index = weights.reduce((best, weight, i) => (weight / total - counts[i] / given > weights[best] / total - counts[best] / given ? i : best), 0);
    counts[index]++;
    left--;
  }
  return counts;
}

function legAround(destination: LoadedDestination, base: Base, places: LoadedPlace[], firstDay: number, dayCount: number): Leg {
  const neighbourhoods = destination.neighbourhoods.filter(
    (area) => places.some((place) => place.neighbourhood === area.id) || area.base === base.id || (area.base !== undefined && withinSharedReach(destination, area, base)),
  );
  const meals: MealOption[] = neighbourhoods.flatMap((area) => [
    ...area.meals.map((meal) => ({
      key: placeKey(meal.name),
      name: meal.name,
      connector: meal.kind === 'venue' ? ('at' as const) : (':' as const),
      serves: meal.meal,
      fallback: false,
      description: meal.description,
      address: meal.address ?? areaAddress(area, destination),
      lat: meal.lat,
      lng: meal.lng,
    })),
    // An honest fallback once the named suggestions are used up on a long stay.
    {
      key: placeKey(`around ${area.name}`),
      name: `around ${area.name}`,
      connector: '' as const,
      serves: 'both' as const,
      fallback: true,
      description: `Choose from the cafés and restaurants around ${area.name}, close to the day's stops; places busy with locals are a safe bet.`,
      address: areaAddress(area, destination),
      lat: area.lat,
      lng: area.lng,
    },
  ]);
  const walks = neighbourhoods.filter((area) => area.base === undefined || area.base === base.id).map((area) => walkAround(area, destination));
  return { base: { id: base.id, name: base.name, lat: base.lat, lng: base.lng }, firstDay, dayCount, places, walks, meals };
}

const ALL_DAY: OpenInterval[] = [[0, 1440]];

/** "Le Marais, Paris"; a town of its own ("Schaan") stands alone. */
function areaAddress(area: GuideNeighbourhood, destination: LoadedDestination): string {
  return area.town ? area.name : `${area.name}, ${destination.name}`;
}

const WALK_ID_PREFIX = 'walk-';
const WALK_NAME_PREFIX = 'Walk around ';

/** The neighbourhood a walk explores, or undefined for a real place. */
export function areaWalked(place: Pick<LoadedPlace, 'id' | 'name'>): string | undefined {
  return place.id.startsWith(WALK_ID_PREFIX) && place.name.startsWith(WALK_NAME_PREFIX) ? place.name.slice(WALK_NAME_PREFIX.length) : undefined;
}

/** A neighbourhood walk: an honest way to fill a long stay once the guide's places are all planned. */
function walkAround(area: GuideNeighbourhood, destination: LoadedDestination): LoadedPlace {
  return {
    id: `${WALK_ID_PREFIX}${area.id}`,
    name: `${WALK_NAME_PREFIX}${area.name}`,
    category: 'sight',
    interests: ['Local Experiences'],
    neighbourhood: area.id,
    address: areaAddress(area, destination),
    durationMin: 150,
    hours: '24/7',
    weeklyHours: { mo: ALL_DAY, tu: ALL_DAY, we: ALL_DAY, th: ALL_DAY, fr: ALL_DAY, sa: ALL_DAY, su: ALL_DAY },
    price: 0,
    popularity: 1,
    kidFriendly: true,
    description: `Explore ${area.name} at your own pace: side streets, small shops, a café stop and the everyday life of the neighbourhood.`,
    lat: area.lat,
    lng: area.lng,
  };
}

/**
 * The stays at a budget level that suit a base: its own, or failing those, in a region, the
 * ones a short ride away; nearest first.
 */
export function staysNear(destination: LoadedDestination, base: Base, level: number): GuideStay[] {
  const atLevel = destination.stays.filter((stay) => stay.level === level);
  const own = atLevel.filter((stay) => baseOfNeighbourhood(destination, stay.neighbourhood) === base.id);
  const near = own.length > 0 ? own : atLevel.filter((stay) => withinSharedReach(destination, stay, base));
  return [...near].sort((a, b) => distanceKm(a, base) - distanceKm(b, base));
}

/** Choices beyond the nearest stay: a base's own stays at this level and, in a region, those of its neighbours within reach. */
export function staysAround(destination: LoadedDestination, base: Base, level: number): GuideStay[] {
  const atLevel = destination.stays.filter((stay) => stay.level === level);
  const around = atLevel.filter((stay) => baseOfNeighbourhood(destination, stay.neighbourhood) === base.id || withinSharedReach(destination, stay, base));
  return [...around].sort((a, b) => distanceKm(a, base) - distanceKm(b, base));
}

/**
 * A base's own places, plus, in a region, the places of bases left out of the trip that lie
 * a short ride away and nearer this base than any other chosen one.
 */
export function placesReachedFrom(destination: LoadedDestination, base: GuideBase, chosen: GuideBase[]): LoadedPlace[] {
  const chosenIds = new Set(chosen.map((candidate) => candidate.id));
  return destination.places.filter((place) => {
    const owner = baseOfNeighbourhood(destination, place.neighbourhood);
    if (owner === base.id) return true;
    if (place.dayTrip || (owner !== undefined && chosenIds.has(owner)) || !withinSharedReach(destination, place, base)) return false;
    return chosen.every((other) => distanceKm(place, base) <= distanceKm(place, other));
  });
}

/** Minutes of visits a base's own places hold, day trips aside: how its days are weighed. */
function minutesToSee(destination: LoadedDestination, base: GuideBase): number {
  return placesOfBase(destination, base.id).reduce((sum, place) => sum + (place.dayTrip ? 0 : place.durationMin), 0);
}

function placesOfBase(destination: LoadedDestination, baseId: string): LoadedPlace[] {
  return destination.places.filter((place) => baseOfNeighbourhood(destination, place.neighbourhood) === baseId);
}

function baseOfNeighbourhood(destination: LoadedDestination, neighbourhoodId: string): string | undefined {
  return destination.neighbourhoods.find((area) => area.id === neighbourhoodId)?.base;
}
