/**
 * A destination made from the place store alone: only what the map records is said, places
 * mapped twice are one, hours the map lacks are "unknown" and planned in a likely window, the
 * must-sees are the best-known places in town by the open signals, the areas are the map's own
 * localities, and too few places is an honest refusal.
 */
import type { StoredPlace } from '../place-store.service.js';
import { destinationFromStore, MIN_STORE_SIGHTS, type StoreDestinationSetting } from '../store-destination.js';

const VADUZ: StoreDestinationSetting = {
  name: 'Vaduz',
  country: { code: 'LI', name: 'Liechtenstein', currencies: ['CHF'], languages: ['German'] },
  lat: 47.1415,
  lng: 9.5215,
  firstDate: '2026-12-05',
};

let id = 0;
function place(name: string, category: StoredPlace['category'], lat: number, lng: number, extra: Partial<StoredPlace> = {}): StoredPlace {
  return { osmId: `node/${++id}`, name, otherNames: {}, lat, lng, extentM: 0, category, popularity: 0, km: 0, ...extra };
}

/** A town's worth: eight sights east and west of the centre, two localities, meals and stays. */
function town(): StoredPlace[] {
  return [
    place('Vaduz', 'locality', 47.1393, 9.5228),
    place('Schaan', 'locality', 47.1663, 9.5103),
    place('Kunstmuseum Liechtenstein', 'museum', 47.1395, 9.5221, { openingHours: 'Tu-Su 10:00-17:00; Th 10:00-20:00', wikidata: 'Q1792045', wikipedia: 'de:Kunstmuseum Liechtenstein', popularity: 7, address: 'Städtle 32, 9490 Vaduz', wheelchair: 'yes' }),
    place('Kathedrale St. Florin', 'worship', 47.1362, 9.5228, { popularity: 8 }),
    place('Rotes Haus', 'historic', 47.1448, 9.5218, { popularity: 9 }),
    place('Burg Gutenberg', 'historic', 47.0656, 9.5005, { popularity: 7 }),
    place('Postmuseum', 'museum', 47.1389, 9.5227, { openingHours: 'Mo-Su 10:00-17:00', fee: 'no', popularity: 7 }),
    place('Gaflei Aussichtsturm', 'viewpoint', 47.1457, 9.5428, { popularity: 1 }),
    place('Aussichtsturm Gaflei', 'viewpoint', 47.14572, 9.54281),
    place('St. Laurentiuskirche', 'worship', 47.1664, 9.5119, { popularity: 6 }),
    place('Landweibelhäuser', 'museum', 47.1628, 9.5087, { openingHours: 'by appointment' }),
    place('Haberfeld', 'park', 47.1475, 9.5131),
    place('Restaurant Torkel', 'restaurant', 47.1455, 9.5246, { cuisine: 'regional;swiss', address: 'Hintergass 9, 9490 Vaduz' }),
    place('Café Wolf', 'cafe', 47.1389, 9.5221),
    place('Park-Hotel Sonnenhof', 'hotel', 47.1437, 9.5307),
    place('Jugendherberge Schaan-Vaduz', 'hostel', 47.1544, 9.5116),
  ];
}

function made(places: StoredPlace[], setting = VADUZ) {
  const result = destinationFromStore(setting, places);
  if ('problem' in result) throw new Error(result.problem);
  return result.destination;
}

describe('a destination from the place store', () => {
  test('says only what the map records, and what it lacks', () => {
    const destination = made(town());
    expect(destination).toMatchObject({ name: 'Vaduz', country: 'Liechtenstein', countryCode: 'LI', currency: 'CHF', languages: ['German'], timezone: 'Europe/Vaduz', lacks: ['prices', 'descriptions'] });
    expect(destination.placeData).toEqual({ verified: true, source: 'OpenStreetMap', credit: '© OpenStreetMap contributors' });
    const museum = destination.places.find((candidate) => candidate.name === 'Kunstmuseum Liechtenstein')!;
    expect(museum.description).toBe('A museum at Städtle 32, 9490 Vaduz. Wheelchair accessible.');
    expect(destination.places.find((candidate) => candidate.name === 'Rotes Haus')!.description).toMatch(/^A historic site near Vaduz. /);
    expect(museum.weeklyHours.mo).toEqual([]);
    expect(museum.weeklyHours.th).toEqual([[600, 1200]]);
    expect(destination.places.find((candidate) => candidate.name === 'Postmuseum')!.description).toContain('Free to enter.');
    expect(destination.overview).toMatchObject({ bestTimeToVisit: '', customs: '', travelTips: [] });
    expect(destination.stays.map((stay) => [stay.name, stay.type])).toEqual([
      ['Park-Hotel Sonnenhof', 'hotel'],
      ['Jugendherberge Schaan-Vaduz', 'hostel'],
    ]);
    expect(destination.stays[0].description).toContain('OpenStreetMap has no prices or star ratings');
  });

  test('a place without usable hours is "hours unknown": planned in a likely window, and says so', () => {
    const destination = made(town());
    const church = destination.places.find((candidate) => candidate.name === 'Kathedrale St. Florin')!;
    expect(church).toMatchObject({ hoursUnknown: true, hours: 'hours unknown' });
    expect(church.description).toContain('Its opening hours are not in the map data: check before you go.');
    expect(church.weeklyHours.sa).toEqual([[600, 1020]]);
    // "By appointment" is no opening either.
    expect(destination.places.find((candidate) => candidate.name === 'Landweibelhäuser')!.hoursUnknown).toBe(true);
    // An outdoor place without hours is planned in the day's light: in December Vaduz's sun sets before 17:00.
    const [, sunset] = destination.places.find((candidate) => candidate.name === 'Rotes Haus')!.weeklyHours.sa[0];
    expect(sunset).toBeLessThan(17 * 60);
    expect(sunset).toBeGreaterThan(16 * 60);
  });

  test('a place mapped twice within 50 m under its name in another order is one place', () => {
    const names = made(town()).places.map((candidate) => candidate.name);
    expect(names.filter((name) => /Gaflei/.test(name))).toEqual(['Gaflei Aussichtsturm']);
  });

  test('the must-sees are the best-known places in town, by the open signals; a well-known castle 8 km out is not one', () => {
    const mustSees = made(town()).places.filter((candidate) => candidate.mustSee).map((candidate) => candidate.name);
    expect(mustSees).toEqual(['Rotes Haus', 'Kathedrale St. Florin', 'Kunstmuseum Liechtenstein', 'Postmuseum', 'St. Laurentiuskirche']);
    expect(made(town()).places.find((candidate) => candidate.name === 'Burg Gutenberg')).toMatchObject({ popularity: 5 });
  });

  test("the areas are the map's localities, each place in the nearest", () => {
    const destination = made(town());
    expect(destination.neighbourhoods.map((area) => area.name)).toEqual(['Vaduz', 'Schaan']);
    expect(destination.places.find((candidate) => candidate.name === 'St. Laurentiuskirche')!.neighbourhood).toBe('schaan');
    const vaduz = destination.neighbourhoods.find((area) => area.id === 'vaduz')!;
    expect(vaduz.meals.map((meal) => [meal.name, meal.description])).toEqual([
      ['Restaurant Torkel', 'A restaurant (Regional, Swiss) at Hintergass 9, 9490 Vaduz.'],
      ['Café Wolf', 'A café.'],
    ]);
  });

  test('a stay the map names only by what follows "Hotel" is named with its kind', () => {
    const stays = made([...town(), place('de France', 'hotel', 47.1401, 9.5231), place('Ni', 'hotel', 47.1402, 9.5232), place('b-smart Hotel Vaduzerhof', 'hotel', 47.1403, 9.5233)]).stays.map((stay) => stay.name);
    expect(stays).toEqual(expect.arrayContaining(['Hotel de France', 'Hotel Ni', 'Park-Hotel Sonnenhof', 'b-smart Hotel Vaduzerhof']));
  });

  test('too few places to visit is an honest refusal, not a thin trip', () => {
    const few = town().filter((candidate) => !['museum', 'worship', 'historic'].includes(candidate.category));
    expect(destinationFromStore(VADUZ, few)).toEqual({ problem: `the map data imported here has only 2 places to visit within 10 km of Vaduz, and a trip needs at least ${MIN_STORE_SIGHTS}` });
  });

  test('places beyond the radius are left out', () => {
    const far = place('Säntis', 'viewpoint', 47.2493, 9.3431, { popularity: 9 });
    expect(made([...town(), far]).places.map((candidate) => candidate.name)).not.toContain('Säntis');
  });
});
