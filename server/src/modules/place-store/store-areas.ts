/**
 * The areas of a destination planned from the place store: OpenStreetMap's own towns, villages
 * and city quarters ("Monte-Carlo", "La Condamine", "Schaan"), each holding the places nearest
 * to it. With no locality in the data, the destination itself is the one area. The areas'
 * meals are the map's restaurants, cafés and markets, described only by what the map records.
 */
import { distanceKm, nearest, type GuideMeal, type GuideNeighbourhood, type LatLng } from '../guide/index.js';
import { placeSlug } from '../planner/index.js';
import type { StoredPlace } from './place-store.service.js';

export interface Area extends LatLng {
  id: string;
  name: string;
}

/** One area per locality name, nearest the centre first; the destination itself when the map names none. */
export function areasOf(localities: readonly StoredPlace[], destination: LatLng & { name: string }): Area[] {
  const byName = new Map<string, Area>();
  for (const locality of [...localities].sort((a, b) => distanceKm(destination, a) - distanceKm(destination, b))) {
    const id = placeSlug(locality.name);
    if (id && !byName.has(id)) byName.set(id, { id, name: locality.name, lat: locality.lat, lng: locality.lng });
  }
  return byName.size > 0 ? [...byName.values()] : [{ id: placeSlug(destination.name) || 'centre', name: destination.name, lat: destination.lat, lng: destination.lng }];
}

/** More areas than a guide city has neighbourhoods only slow the planner down, and a hamlet with one chapel is no area to explore. */
const MAX_AREAS = 6;
const MIN_AREA_PLACES = 2;

/** The areas that hold at least two of the places (at most six, the busiest), in their order; the places of the rest go to the nearest of these. */
export function busiestAreas(areas: readonly Area[], places: readonly LatLng[]): Area[] {
  const counts = new Map<string, number>();
  for (const place of places) {
    const { id } = nearestArea(areas, place);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const busiest = new Set(
    areas
      .filter((area) => (counts.get(area.id) ?? 0) >= MIN_AREA_PLACES)
      .sort((a, b) => counts.get(b.id)! - counts.get(a.id)!)
      .slice(0, MAX_AREAS),
  );
  return busiest.size > 0 ? areas.filter((area) => busiest.has(area)) : areas.slice(0, 1);
}

/** The area nearest the point (there is always one: areasOf falls back to the destination itself). */
export function nearestArea(areas: readonly Area[], point: LatLng): Area {
  return nearest(areas, point)!;
}

/** The areas that hold something, each with its meals. */
export function neighbourhoodsOf(areas: readonly Area[], used: ReadonlySet<string>, meals: readonly StoredPlace[]): GuideNeighbourhood[] {
  const placesByArea = new Map<string, StoredPlace[]>();
  for (const place of meals) {
    const { id } = nearestArea(areas, place);
    placesByArea.set(id, [...(placesByArea.get(id) ?? []), place]);
  }
  // A town's every restaurant would only slow the planner down: a few per area, those the map says most about, nearest first.
  const mealsByArea = new Map(
    [...placesByArea].map(([id, places]) => {
      const area = areas.find((candidate) => candidate.id === id)!;
      const best = [...places].sort((a, b) => knownFacts(b) - knownFacts(a) || distanceKm(area, a) - distanceKm(area, b)).slice(0, MEALS_PER_AREA);
      return [id, best.map(mealOf)];
    }),
  );
  return areas
    .filter((area) => used.has(area.id) || mealsByArea.has(area.id))
    .map((area) => ({ id: area.id, name: area.name, lat: area.lat, lng: area.lng, meals: mealsByArea.get(area.id) ?? [], town: true as const }));
}

/** As many named places to eat per area as the guide gives a neighbourhood. */
const MEALS_PER_AREA = 3;

/** How much the map says about a place to eat: an address, a cuisine, opening hours. */
function knownFacts(place: StoredPlace): number {
  return Number(Boolean(place.address)) + Number(Boolean(place.cuisine)) + Number(Boolean(place.openingHours));
}

const MEAL_KIND: Record<string, { serves: GuideMeal['meal']; word: string }> = {
  restaurant: { serves: 'both', word: 'A restaurant' },
  cafe: { serves: 'lunch', word: 'A café' },
  market: { serves: 'lunch', word: 'A market' },
};

function mealOf(place: StoredPlace): GuideMeal {
  const kind = MEAL_KIND[place.category] ?? MEAL_KIND.restaurant;
  return {
    name: place.name,
    kind: 'venue',
    meal: kind.serves,
    // OpenStreetMap has no prices: the planner's meal choice does not use them, and no price is shown.
    price: 2,
    description: `${kind.word}${cuisineOf(place)}${place.address ? ` at ${place.address}` : ''}.`,
    lat: place.lat,
    lng: place.lng,
    ...(place.address ? { address: place.address } : {}),
  };
}

/** " (Regional, Pizza)" from "regional;pizza", " (Indian cuisine)" from "indian". */
function cuisineOf(place: StoredPlace): string {
  const cuisines = (place.cuisine ?? '')
    .split(';')
    .map((cuisine) => cuisine.trim().replace(/_/g, ' '))
    .filter((cuisine) => /^[\p{L} -]{2,30}$/u.test(cuisine))
    .map((cuisine) => cuisine[0].toUpperCase() + cuisine.slice(1))
    .slice(0, 3);
  if (cuisines.length === 0) return '';
  return cuisines.length === 1 ? ` (${cuisines[0]} cuisine)` : ` (${cuisines.join(', ')})`;
}
