/**
 * A small, valid, invented destination ("Testville") for validator tests. Each call builds a
 * fresh object, so a test can break one rule and expect exactly that error.
 */
import { INTERESTS, type GuideDestination, type GuidePlace, type GuideStay } from '../guide.types.js';

export const CENTRE = { lat: 45.0, lng: 5.0 };

const CITY_CATEGORIES = ['sight', 'museum', 'park', 'viewpoint', 'market', 'food', 'nightlife', 'wellness', 'kids'] as const;
const AREA_IDS = ['old-town', 'riverside', 'station', 'hill', 'docks'];

/** A point about `northKm` north and `eastKm` east of the centre. */
export function offset(northKm: number, eastKm = 0): { lat: number; lng: number } {
  return { lat: CENTRE.lat + northKm / 111.2, lng: CENTRE.lng + eastKm / (111.2 * Math.cos((CENTRE.lat * Math.PI) / 180)) };
}

function place(index: number): GuidePlace {
  const area = index % AREA_IDS.length;
  return {
    id: `place-${index}`,
    name: `Sample Place ${index}`,
    category: CITY_CATEGORIES[index % CITY_CATEGORIES.length],
    interests: [INTERESTS[index % INTERESTS.length]],
    neighbourhood: AREA_IDS[area],
    address: `${index} Example Street`,
    durationMin: 90,
    hours: 'Tu-Su 10:00-18:00; Mo off',
    price: 1,
    // the first five are the destination's must-sees
    ...(index < 5 ? { popularity: 5 as const, mustSee: true as const } : { popularity: 3 as const }),
    kidFriendly: index < 8,
    description: 'An invented place used only by the tests, with enough words to pass the length rule.',
    ...offset(area, index % 3),
  };
}

function dayTrip(index: number): GuidePlace {
  return { ...place(index), category: 'daytrip', dayTrip: true, ...offset(60, index) };
}

function stay(level: 1 | 2 | 3 | 4 | 5, priceMin: number, priceMax: number, neighbourhood = 'old-town'): GuideStay {
  return {
    level,
    name: neighbourhood === 'old-town' ? `Level ${level} hotel in the old town` : `Level ${level} hotel in ${neighbourhood}`,
    type: 'mid-range hotel',
    neighbourhood,
    priceMin,
    priceMax,
    description: 'An invented stay for the tests, described in a sentence.',
    ...CENTRE,
  };
}

export function validDestination(): GuideDestination {
  return {
    id: 'testville',
    name: 'Testville',
    aliases: ['Test City'],
    kind: 'city',
    country: 'France',
    countryCode: 'FR',
    timezone: 'Europe/Paris',
    currency: 'EUR',
    languages: ['French'],
    radiusKm: 20,
    ...CENTRE,
    overview: {
      description: 'Testville is an invented city used by the guide validator tests. '.repeat(5).trim(),
      bestTimeToVisit: 'Spring and autumn, when the days are mild.',
      travelTips: ['Buy a day ticket for the trams.', 'Museums close on Mondays.', 'Carry some cash for markets.', 'Book dinner ahead at weekends.'],
      customs: 'Greet shopkeepers when you enter and leave.',
      transportationTips: 'Trams cover the centre; walking is easiest in the old town.',
      safetyTips: 'Watch for pickpockets in crowded markets.',
    },
    neighbourhoods: AREA_IDS.map((id, index) => ({
      id,
      name: `Area ${id}`,
      ...offset(index),
      meals: [
        { name: `Lunch market in ${id}`, kind: 'area', meal: 'lunch', price: 1, description: 'Stalls with quick, cheap local dishes at midday.', ...offset(index) },
        { name: `Dinner street in ${id}`, kind: 'area', meal: 'dinner', price: 2, description: 'A street of family restaurants open in the evening.', ...offset(index) },
      ],
    })),
    places: [...Array.from({ length: 42 }, (_, index) => place(index)), dayTrip(42), dayTrip(43)],
    // A second neighbourhood's stays at levels 2 and 4 give every level three choices in two areas (check 17).
    stays: [stay(1, 50, 80), stay(2, 90, 130), stay(3, 150, 220), stay(4, 250, 400), stay(5, 500, 900), stay(2, 95, 125, 'riverside'), stay(4, 260, 380, 'riverside')],
  };
}
