/**
 * A model's answer for Vaduz, which the offline guide does not cover, built from the real
 * Liechtenstein extract's places (© OpenStreetMap contributors) the way a careless model would
 * give it: real places with its own claims about hours and lengths, some of them kilometres off,
 * one under a second spelling, plus invented sights, an invented hotel and an invented
 * restaurant. The grounding tests check that only the real places, at the store's positions,
 * reach the stored trip.
 */
import type { DestinationProposal, ProposedMeal, ProposedPlace, ProposedStay } from '../../src/modules/ai/trip/destination-proposal.js';
import { distanceKm } from '../../src/modules/guide/index.js';
import type { StorePlace } from '../../src/modules/place-store/index.js';

export const INVENTED = {
  places: ['Vaduz Crystal Cathedral', 'Museum of Liechtenstein Dragons', 'Rhine Sky Gondola'],
  stay: 'Grand Hotel Atlantis Vaduz',
  meal: 'Restaurant Phantom Alp',
};
/** A real place the model puts 12 km north of where it is. */
export const MISPLACED = 'Burg Gutenberg';
/** A real place the model lists twice, the second time under another spelling. */
export const RESPELLED = { real: 'Kunstmuseum Liechtenstein', spelling: 'KUNSTMUSEUM LIECHTENSTEIN, Vaduz' };

const NEIGHBOURHOODS = [
  { name: 'Vaduz Städtle', lat: 47.1395, lng: 9.5222 },
  { name: 'Schaan', lat: 47.165, lng: 9.5097 },
  { name: 'Triesen', lat: 47.107, lng: 9.527 },
];

type Kind = Pick<ProposedPlace, 'category' | 'interests' | 'hours' | 'durationMin'>;
const KINDS: Record<string, Kind> = {
  museum: { category: 'museum', interests: ['Museums & Art', 'Historical Sites'], hours: 'Tu-Su 10:00-17:00; Mo off', durationMin: 90 },
  gallery: { category: 'museum', interests: ['Museums & Art'], hours: 'Tu-Su 10:00-17:00; Mo off', durationMin: 60 },
  historic: { category: 'sight', interests: ['Historical Sites', 'Photography'], hours: 'Mo-Su 09:00-18:00', durationMin: 60 },
  worship: { category: 'sight', interests: ['Historical Sites'], hours: 'Mo-Su 08:00-18:00', durationMin: 30 },
  attraction: { category: 'sight', interests: ['Historical Sites', 'Photography'], hours: 'Mo-Su 09:00-18:00', durationMin: 45 },
  viewpoint: { category: 'viewpoint', interests: ['Photography', 'Nature & Outdoors'], hours: 'Mo-Su 08:00-20:00', durationMin: 45 },
  park: { category: 'park', interests: ['Nature & Outdoors'], hours: 'Mo-Su 08:00-20:00', durationMin: 60 },
  nature: { category: 'park', interests: ['Nature & Outdoors', 'Wildlife Viewing'], hours: 'Mo-Su 08:00-20:00', durationMin: 90 },
  zoo: { category: 'kids', interests: ["Kid's Activities", 'Wildlife Viewing'], hours: 'Mo-Su 09:00-18:00', durationMin: 90 },
  'theme park': { category: 'kids', interests: ["Kid's Activities"], hours: 'Mo-Su 10:00-18:00', durationMin: 120 },
};
const PRICE_BANDS: Array<[number, number]> = [
  [40, 80],
  [90, 140],
  [150, 220],
  [230, 320],
  [340, 600],
];

const nearestArea = (point: { lat: number; lng: number }) => NEIGHBOURHOODS.reduce((best, area) => (distanceKm(area, point) < distanceKm(best, point) ? area : best)).name;

export function vaduzProposal(store: readonly StorePlace[]): DestinationProposal {
  const sights = store.filter((place) => KINDS[place.category]);
  const places: ProposedPlace[] = sights.map((place) => ({
    name: place.name,
    lat: place.name === MISPLACED ? place.lat + 0.108 : place.lat,
    lng: place.lng,
    ...KINDS[place.category],
    neighbourhood: nearestArea(place),
    address: place.address ?? 'Vaduz',
    price: 1,
    popularity: Math.min(5, 1 + Math.round(place.popularity / 2)),
    kidFriendly: true,
    dayTrip: false,
    description: `${place.name}, one of the places to see in Liechtenstein, described by the model in its own words.`,
  }));
  const real = places.find((place) => place.name === RESPELLED.real)!;
  places.push({ ...real, name: RESPELLED.spelling, lat: real.lat + 0.0002 });
  for (const [index, name] of INVENTED.places.entries()) {
    places.push({ ...places[index], name, lat: 47.141 + index * 0.002, lng: 9.521, description: `${name}, a place the model made up.` });
  }

  const hotels = store.filter((place) => place.category === 'hotel' || place.category === 'guest house' || place.category === 'hostel');
  const stays: ProposedStay[] = hotels.map((hotel, index) => {
    const level = (index % 5) + 1;
    const [priceMin, priceMax] = PRICE_BANDS[level - 1];
    return { level, name: hotel.name, type: level === 1 ? 'hostel' : level >= 4 ? 'luxury hotel' : 'mid-range hotel', neighbourhood: nearestArea(hotel), priceMin, priceMax, lat: hotel.lat, lng: hotel.lng, description: `${hotel.name}, a stay in ${nearestArea(hotel)}.` };
  });
  stays.push({ ...stays[4], name: INVENTED.stay, lat: 47.14, lng: 9.52 });

  const restaurants = store.filter((place) => place.category === 'restaurant');
  const neighbourhoods = NEIGHBOURHOODS.map((area) => {
    const venues: ProposedMeal[] = restaurants
      .filter((restaurant) => distanceKm(restaurant, area) <= 2.5)
      .slice(0, 6)
      .map((restaurant) => ({ name: restaurant.name, kind: 'venue', meal: 'both', price: 2, lat: restaurant.lat, lng: restaurant.lng, description: `${restaurant.name}, a restaurant in ${area.name}.` }));
    const areaMeal: ProposedMeal = { name: `restaurants around ${area.name}`, kind: 'area', meal: 'both', price: 2, lat: area.lat, lng: area.lng, description: `Restaurants and cafés in the centre of ${area.name}.` };
    return { ...area, meals: [...venues, areaMeal] };
  });
  neighbourhoods[0].meals.push({ name: INVENTED.meal, kind: 'venue', meal: 'both', price: 3, lat: 47.1392, lng: 9.5225, description: 'A restaurant the model made up.' });

  return {
    knownWell: true,
    name: 'Vaduz',
    country: 'Liechtenstein',
    countryCode: 'LI',
    timezone: 'Europe/Vaduz',
    lat: 47.141,
    lng: 9.5209,
    overview: {
      description:
        "Vaduz is the small capital of Liechtenstein, on the Rhine below the castle of the princely family. Its pedestrian Städtle holds the parliament, the art museums and the national museum, and paths climb from the valley into the vineyards and the Alpine foothills above the town.",
      bestTimeToVisit: 'May to September for walks in the hills; December for the Christmas market.',
      languages: ['German'],
      currency: 'CHF',
      travelTips: ['Buses link every village; a day ticket covers the country.', 'Most museums close on Mondays.'],
      customs: 'Greet shopkeepers with Grüezi; Sunday is quiet.',
      transportationTips: 'LIEmobil buses run from Vaduz to every village, and trains stop at Schaan.',
      safetyTips: 'Very safe; take care on mountain paths in bad weather.',
    },
    neighbourhoods,
    places,
    stays,
  };
}
