/**
 * Turns a model's destination proposal into the planner's LoadedDestination, the shape of an
 * offline guide file. Places that cannot be planned honestly are dropped: hours that do not
 * parse, places beyond 40 km of the centre that are not day trips, day trips beyond 300 km,
 * duplicates. What is left must still make a destination; otherwise the problems, worded for
 * the model, say why.
 */
import { distanceKm, nearest, parseWeeklyHours, stayChoiceErrors, type WeeklyHours, type LoadedDestination, type LoadedPlace, WEEKDAYS, type GuideMeal, type GuideNeighbourhood, type GuideStay, type Interest, type LatLng } from '../../guide/index.js';
import { placeSlug } from '../../planner/index.js';
import type { DestinationProposal, ProposedMeal, ProposedNeighbourhood, ProposedPlace } from './destination-proposal.js';
import { centreProblems, countryProblems, isCoordinate, isUsableStay, overviewProblems, stayProblems, type CountryReference, type DistanceReference } from './proposal-checks.js';

/** The guide's rule, and docs/quality.md check 6: stops within 40 km unless they are day trips. */
export const RADIUS_KM = 40;
/** A day trip further than this is a coordinate mistake, not a day out (as guide-validate.ts). */
export const MAX_DAY_TRIP_KM = 300;
/** Fewer usable places than this cannot fill a trip with variety. */
export const MIN_USABLE_PLACES = 20;
const MIN_NEIGHBOURHOODS = 3;

export interface ProposalContext {
  country?: CountryReference;
  /** where the gazetteer puts the requested place, as distances to covered destinations */
  distances: readonly DistanceReference[];
  /** the traveller's interests that some place must serve; empty to accept the proposal's choice */
  interests: readonly Interest[];
}

export interface ProposalReading {
  /** present when the proposal makes a destination the planner can use */
  destination?: LoadedDestination;
  /** why it does not, worded for the model */
  problems: string[];
  /** what was left out, worded for the model; fine on its own, repeated when there are problems */
  dropped: string[];
}

export function readProposal(proposal: DestinationProposal, context: ProposalContext): ProposalReading {
  const centre = { lat: proposal.lat, lng: proposal.lng };
  const problems = [...countryProblems(proposal, context.country), ...centreProblems(proposal, context.distances), ...overviewProblems(proposal)];
  const dropped: string[] = [];

  const neighbourhoods = readNeighbourhoods(proposal, centre, dropped);
  if (neighbourhoods.length < MIN_NEIGHBOURHOODS) problems.push(`give at least ${MIN_NEIGHBOURHOODS} neighbourhoods within ${RADIUS_KM} km of the centre (${neighbourhoods.length} usable)`);
  const meals = neighbourhoods.flatMap((area) => area.meals);
  if (meals.filter((meal) => meal.meal !== 'dinner').length < 2) problems.push('give at least two lunch options (meal "lunch" or "both") across the neighbourhoods');
  if (meals.filter((meal) => meal.meal !== 'lunch').length < 2) problems.push('give at least two dinner options (meal "dinner" or "both") across the neighbourhoods');

  // The neighbourhood the model named when it exists, else the nearest one.
  const areaOf = (named: string, point: LatLng) => neighbourhoods.find((area) => area.id === placeSlug(named))?.id ?? nearest(neighbourhoods, point)?.id ?? '';
  const places = readPlaces(proposal, centre, areaOf, dropped);
  if (places.length < MIN_USABLE_PLACES) problems.push(`only ${places.length} usable places; propose at least 25 real places, each within ${RADIUS_KM} km of the centre unless it is a day trip`);
  for (const interest of context.interests) {
    if (!places.some((place) => place.interests.includes(interest))) problems.push(`no place serves the traveller's interest "${interest}"; add real places for it`);
  }

  const stays = proposal.stays.filter((stay) => {
    const usable = isUsableStay(stay) && distanceKm(centre, stay) <= RADIUS_KM;
    if (!usable) dropped.push(`stay "${stay.name}" has a level outside 1-5, a bad price band or lies over ${RADIUS_KM} km from the centre`);
    return usable;
  });
  problems.push(...stayProblems(stays));

  if (problems.length > 0) return { problems, dropped };
  const destination: LoadedDestination = {
    id: `ai-${placeSlug(`${proposal.name} ${proposal.countryCode}`)}`,
    name: proposal.name.trim(),
    aliases: [],
    kind: 'city',
    country: context.country?.name ?? proposal.country,
    countryCode: proposal.countryCode.toUpperCase(),
    timezone: proposal.timezone,
    currency: proposal.overview.currency,
    languages: proposal.overview.languages,
    radiusKm: RADIUS_KM,
    lat: proposal.lat,
    lng: proposal.lng,
    overview: {
      description: proposal.overview.description.trim(),
      bestTimeToVisit: proposal.overview.bestTimeToVisit,
      travelTips: proposal.overview.travelTips.filter((tip) => tip.trim()),
      customs: proposal.overview.customs,
      transportationTips: proposal.overview.transportationTips,
      safetyTips: proposal.overview.safetyTips,
    },
    neighbourhoods,
    places,
    stays: stays.map((stay) => ({ ...stay, level: stay.level as GuideStay['level'], neighbourhood: areaOf(stay.neighbourhood, stay) })),
  };
  // docs/quality.md check 17: the traveller gets stays to compare, as from the offline guide.
  const choice = stayChoiceErrors(destination);
  if (choice.length > 0) return { problems: choice.map((error) => `too few stays to compare: ${error.replace(/^[^:]*: /, '')}; give two or more stays per budget level, in different neighbourhoods`), dropped };
  return { destination, problems, dropped };
}

function readNeighbourhoods(proposal: DestinationProposal, centre: LatLng, dropped: string[]): GuideNeighbourhood[] {
  const seen = new Set<string>();
  return proposal.neighbourhoods.flatMap((area: ProposedNeighbourhood) => {
    const id = placeSlug(area.name);
    if (!id || seen.has(id)) return [];
    if (!isCoordinate(area) || distanceKm(centre, area) > RADIUS_KM) {
      dropped.push(`neighbourhood "${area.name}" is ${describeDistance(centre, area)} from the centre`);
      return [];
    }
    seen.add(id);
    const meals = area.meals.filter((meal) => isCoordinate(meal) && distanceKm(centre, meal) <= RADIUS_KM).map(guideMealOf);
    return [{ id, name: area.name.trim(), lat: area.lat, lng: area.lng, meals }];
  });
}

function guideMealOf(meal: ProposedMeal): GuideMeal {
  return { name: meal.name.trim(), kind: meal.kind, meal: meal.meal, price: clamp(meal.price, 1, 4) as GuideMeal['price'], lat: meal.lat, lng: meal.lng, description: meal.description.trim() };
}

function readPlaces(proposal: DestinationProposal, centre: LatLng, areaOf: (named: string, point: LatLng) => string, dropped: string[]): LoadedPlace[] {
  const ids = new Set<string>();
  const places: LoadedPlace[] = [];
  for (const place of proposal.places) {
    const problem = placeProblem(place, centre, ids);
    if (problem) {
      dropped.push(problem);
      continue;
    }
    const id = placeSlug(place.name);
    ids.add(id);
    places.push(loadedPlaceOf(place, id, areaOf(place.neighbourhood, place)));
  }
  return places;
}

function placeProblem(place: ProposedPlace, centre: LatLng, ids: ReadonlySet<string>): string | undefined {
  const name = place.name.trim();
  if (!name || !placeSlug(name)) return 'a place without a name (or with one over 120 characters, or only markup)';
  if (ids.has(placeSlug(name))) return `"${name}" appears more than once`;
  if (!isCoordinate(place)) return `"${name}" has no valid coordinates`;
  if (!place.description.trim()) return `"${name}" has no description`;
  const km = distanceKm(centre, place);
  if (!place.dayTrip && km > RADIUS_KM) return `"${name}" is ${Math.round(km)} km from the centre and not marked as a day trip`;
  if (place.dayTrip && km > MAX_DAY_TRIP_KM) return `"${name}" is ${Math.round(km)} km from the centre, too far for a day trip`;
  const hours = hoursOf(place.hours);
  if (typeof hours === 'string') return `"${name}" has opening hours that cannot be used: ${hours}`;
  return undefined;
}

function hoursOf(hours: string): WeeklyHours | string {
  try {
    const weekly = parseWeeklyHours(hours);
    return WEEKDAYS.some((day) => weekly[day].length > 0) ? weekly : `"${hours}" is never open`;
  } catch (error) {
    return (error as Error).message;
  }
}

function loadedPlaceOf(place: ProposedPlace, id: string, neighbourhood: string): LoadedPlace {
  const dayTrip = place.dayTrip || place.category === 'daytrip';
  return {
    id,
    name: place.name.trim(),
    category: dayTrip ? 'daytrip' : place.category,
    interests: [...new Set(place.interests)].slice(0, 5),
    neighbourhood,
    address: place.address.trim(),
    durationMin: clamp(Math.round(place.durationMin), 30, 480),
    hours: place.hours,
    weeklyHours: hoursOf(place.hours) as WeeklyHours,
    price: clamp(place.price, 0, 4) as LoadedPlace['price'],
    popularity: clamp(place.popularity, 1, 5) as LoadedPlace['popularity'],
    kidFriendly: place.kidFriendly,
    ...(dayTrip ? { dayTrip: true } : {}),
    description: place.description.trim(),
    lat: place.lat,
    lng: place.lng,
  };
}

function describeDistance(centre: LatLng, point: LatLng): string {
  return isCoordinate(point) ? `${Math.round(distanceKm(centre, point))} km` : 'an invalid distance';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));
}
