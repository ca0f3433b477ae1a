/**
 * Checks one destination file against AUTHORING.md: first its structure (JSON Schema), then
 * the rules that span fields: identity, links between ids, hours, geography, coverage and
 * agreement with the reference data. Returns readable errors; an empty list means valid.
 */
import { coverageErrors } from './guide-coverage.js';
import { schemaErrors } from './guide-destination.schema.js';
import { distanceKm } from './guide-distance.js';
import { parseWeeklyHours, WeeklyHours } from './guide-hours.js';
import { matchReference, type GuideReference } from './guide-reference.js';
import { WEEKDAYS, type GuideDestination, type LatLng } from './guide.types.js';

/** A day trip further than this is almost certainly a coordinate typo, not a day out. */
export const MAX_DAY_TRIP_KM = 300;
const NEIGHBOURHOODS = { min: 5, max: 10 };
/** A region or country may hold two more: a base of one neighbourhood needs a second for stays to compare (check 17). */
const BASED_NEIGHBOURHOODS_MAX = 12;

export function validateDestination(destination: unknown, fileId: string, reference: GuideReference): string[] {
  const structure = schemaErrors(destination);
  if (structure.length > 0) return structure;
  const checked = destination as GuideDestination;
  return [
    ...identityErrors(checked, fileId),
    ...linkErrors(checked),
    ...hoursErrors(checked),
    ...geographyErrors(checked),
    ...coverageErrors(checked),
    ...checkedDateErrors(checked),
    ...closedUntilErrors(checked),
    ...matchReference(checked, reference).errors,
  ];
}

/** YYYY-MM-DD naming a day the calendar has (not 2025-02-30). */
function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A `checked` date is a real calendar date, not one in the future. */
function checkedDateErrors(destination: GuideDestination): string[] {
  const today = new Date().toISOString().slice(0, 10);
  const facts = [...destination.places, ...destination.neighbourhoods.flatMap((area) => area.meals)];
  return facts.flatMap(({ name, checked }) => {
    if (!checked) return [];
    if (!isRealDate(checked.on)) return [`"${name}": checked.on "${checked.on}" is not a real date`];
    return checked.on > today ? [`"${name}": checked.on ${checked.on} is in the future`] : [];
  });
}

/** A closure for works is a real date and cites its source. */
function closedUntilErrors(destination: GuideDestination): string[] {
  return destination.places.flatMap(({ name, closedUntil, checked }) => {
    if (closedUntil === undefined) return [];
    if (!isRealDate(closedUntil)) return [`"${name}": closedUntil "${closedUntil}" is not a real date`];
    return checked ? [] : [`"${name}": closedUntil needs a checked source for the closure`];
  });
}

function identityErrors(destination: GuideDestination, fileId: string): string[] {
  const errors: string[] = [];
  if (destination.id !== fileId) errors.push(`id "${destination.id}" must equal the file name "${fileId}"`);
  if (!isTimeZone(destination.timezone)) errors.push(`timezone "${destination.timezone}" is not an IANA time zone`);
  if (!Intl.supportedValuesOf('currency').includes(destination.currency)) {
    errors.push(`currency "${destination.currency}" is not an ISO 4217 code`);
  }
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  if (!regionNames.of(destination.countryCode)) errors.push(`countryCode "${destination.countryCode}" is not an ISO 3166-1 code`);
  return errors;
}

function isTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

function linkErrors(destination: GuideDestination): string[] {
  const { neighbourhoods, places, stays, bases = [] } = destination;
  const errors = [
    ...duplicates(places.map((place) => place.id)).map((id) => `place id "${id}" is used more than once`),
    ...duplicates(places.map((place) => place.name.toLowerCase())).map((name) => `place name "${name}" is used more than once`),
    ...duplicates(neighbourhoods.map((area) => area.id)).map((id) => `neighbourhood id "${id}" is used more than once`),
    ...duplicates(bases.map((base) => base.id)).map((id) => `base id "${id}" is used more than once`),
  ];
  const most = bases.length > 0 ? BASED_NEIGHBOURHOODS_MAX : NEIGHBOURHOODS.max;
  if (neighbourhoods.length < NEIGHBOURHOODS.min || neighbourhoods.length > most) {
    errors.push(`has ${neighbourhoods.length} neighbourhoods; needs ${NEIGHBOURHOODS.min} to ${most}`);
  }
  const areaIds = new Set(neighbourhoods.map((area) => area.id));
  for (const place of places) {
    if (!areaIds.has(place.neighbourhood)) errors.push(`place "${place.id}": neighbourhood "${place.neighbourhood}" does not exist`);
  }
  for (const stay of stays) {
    if (!areaIds.has(stay.neighbourhood)) errors.push(`stay "${stay.name}": neighbourhood "${stay.neighbourhood}" does not exist`);
  }
  return [...errors, ...baseErrors(destination)];
}

function baseErrors(destination: GuideDestination): string[] {
  const bases = destination.bases ?? [];
  if (destination.kind === 'city') {
    const misplaced = destination.neighbourhoods.filter((area) => area.base !== undefined).map((area) => area.id);
    return [
      ...(bases.length > 0 ? ['a city has no bases; bases are for region and country destinations'] : []),
      ...misplaced.map((id) => `neighbourhood "${id}": base is only for region and country destinations`),
    ];
  }
  if (bases.length === 0) return [`a ${destination.kind} destination needs at least one base`];
  const baseIds = new Set(bases.map((base) => base.id));
  return destination.neighbourhoods
    .filter((area) => area.base !== undefined && !baseIds.has(area.base))
    .map((area) => `neighbourhood "${area.id}": base "${area.base}" does not exist`);
}

function hoursErrors(destination: GuideDestination): string[] {
  const errors: string[] = [];
  for (const place of destination.places) {
    let weekly: WeeklyHours;
    try {
      weekly = parseWeeklyHours(place.hours);
    } catch (error) {
      errors.push(`place "${place.id}": hours ${(error as Error).message}`);
      continue;
    }
    if (WEEKDAYS.every((day) => weekly[day].length === 0)) errors.push(`place "${place.id}": hours "${place.hours}" are never open`);
  }
  return errors;
}

function geographyErrors(destination: GuideDestination): string[] {
  const errors: string[] = [];
  const circleOf = areaCircles(destination);
  for (const place of destination.places) {
    const isDayTrip = place.dayTrip === true;
    if (isDayTrip !== (place.category === 'daytrip')) {
      errors.push(`place "${place.id}": category "daytrip" and dayTrip: true go together (category "${place.category}", dayTrip ${place.dayTrip ?? 'unset'})`);
    }
    const fromCentre = distanceKm(destination, place);
    if (isDayTrip && fromCentre > MAX_DAY_TRIP_KM) {
      errors.push(`place "${place.id}": day trip is ${fromCentre.toFixed(1)} km from the centre (max ${MAX_DAY_TRIP_KM}); check its coordinates`);
    }
    if (!isDayTrip) errors.push(...outsideErrors(`place "${place.id}"`, place, circleOf(place.neighbourhood), 'mark it as a day trip or fix its coordinates'));
  }
  for (const area of destination.neighbourhoods) errors.push(...outsideErrors(`neighbourhood "${area.id}"`, area, circleOf(area.id), 'fix its coordinates'));
  for (const stay of destination.stays) errors.push(...outsideErrors(`stay "${stay.name}"`, stay, circleOf(stay.neighbourhood), 'fix its coordinates'));
  return errors;
}

interface Circle extends LatLng {
  label: string;
  radiusKm: number;
}

/** The circle a neighbourhood's contents must lie in: its base when it has one, else the destination. */
function areaCircles(destination: GuideDestination): (areaId: string) => Circle {
  const whole: Circle = { label: 'the centre', lat: destination.lat, lng: destination.lng, radiusKm: destination.radiusKm };
  const bases = new Map((destination.bases ?? []).map((base) => [base.id, base]));
  const areas = new Map(destination.neighbourhoods.map((area) => [area.id, area]));
  return (areaId) => {
    const base = bases.get(areas.get(areaId)?.base ?? '');
    return base ? { label: `base "${base.id}"`, lat: base.lat, lng: base.lng, radiusKm: base.radiusKm } : whole;
  };
}

function outsideErrors(what: string, point: LatLng, circle: Circle, fix: string): string[] {
  const away = distanceKm(circle, point);
  if (away <= circle.radiusKm) return [];
  return [`${what} is ${away.toFixed(1)} km from ${circle.label}, beyond its radiusKm ${circle.radiusKm}: ${fix}`];
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}
