/**
 * Planning offline from the place store, over HTTP on the embedded database with no model and
 * no network (the `npm start` default): Vaduz and Monaco, which the guide lacks, are refused
 * until their extracts (© OpenStreetMap contributors) are imported, and then planned from the
 * map's own places. The stored trips pass every docs/quality.md check the data supports; the
 * checks OpenStreetMap cannot support (prices, descriptions) say so rather than pass on
 * invented data. Every stop is a mapped place at the map's position, a place without hours
 * says so, stays carry no price, and the trip credits OpenStreetMap.
 */
import { DestinationService } from '../src/modules/destinations/index.js';
import { Guide, type LoadedDestination } from '../src/modules/guide/index.js';
import { destinationFromStore, PlaceStore, STORE_RADIUS_KM } from '../src/modules/place-store/index.js';
import { importPlaces } from '../src/modules/place-store/import-extract.js';
import { checkPlan, isRestBreak, tripCalendar, type TripToCheck } from '../src/modules/planner/index.js';
import { mustSeeProblems } from '../src/modules/planner/must-sees.js';
import { relevanceProblems } from '../src/modules/planner/check-relevance.js';
import { startTestServer, type TestServer } from './harness.js';
import { extract, LIECHTENSTEIN_EXTRACT, MONACO_EXTRACT } from './support/osm-extracts.js';

interface Activity {
  title: string;
  description: string;
  type: string;
  time: string;
  location?: { lat: number; lng: number };
}

interface Stored extends TripToCheck {
  uuid: string;
  itinerary: Array<{ day: number; title: string; description: string; activities: Activity[] }>;
  accommodations: Array<{ name: string; pricePerNight?: number; budgetLevel?: number; description: string; location?: string }>;
  destinationOverview: TripToCheck['destinationOverview'] & { placeData?: { verified: boolean; source?: string; credit?: string } };
}

const preferences = (activities: string[], duration: string) => ({ travelStyle: [], accommodation: [], activities, budgetLevel: 3, duration, travelers: '2' });

describe('a trip planned offline from imported OpenStreetMap data', () => {
  let server: TestServer;
  const destinations = new DestinationService(new Guide());

  beforeAll(async () => {
    server = await startTestServer('embedded');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const generate = async (body: object) => {
    const response = await fetch(`${server.url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { uuid: string; error?: string; message?: string } };
  };
  const stored = async (uuid: string) => (await (await fetch(`${server.url}/api/trips/uuid/${uuid}`)).json()) as Stored;
  const plannable = async (query: string) => {
    const response = await fetch(`${server.url}/api/destinations/suggest?${new URLSearchParams({ q: query })}`);
    const { suggestions } = (await response.json()) as { suggestions: Array<{ destination: string; plannable: boolean }> };
    return suggestions.find((suggestion) => suggestion.destination === query)?.plannable;
  };

  /** The destination the server planned from, made again from the same store, to check the stored trip against. */
  const storeDestination = async (name: string, firstDate: string): Promise<LoadedDestination> => {
    const where = destinations.locate(name)!;
    const places = await new PlaceStore(server.odyssey.dataSource).near(where, STORE_RADIUS_KM, { limit: 5000 });
    const made = destinationFromStore({ name: where.name, country: destinations.countryFacts(where.countryCode), lat: where.lat, lng: where.lng, firstDate }, places);
    if ('problem' in made) throw new Error(made.problem);
    return made.destination;
  };

  /** Every check of docs/quality.md the data supports passes; those it cannot support are not applied and say why. */
  const expectEveryCheckTheDataSupports = (trip: Stored, request: { startDate?: string; endDate?: string; preferences: object }, destination: LoadedDestination) => {
    const checks = checkPlan(trip, { request: request as never, destination, country: destinations.countryFacts(destination.countryCode) });
    expect(checks.filter((check) => !check.passed)).toEqual([]);
    expect(checks.filter((check) => !check.applied && check.check !== 10).map((check) => [check.check, check.unsupported])).toEqual([
      [11, 'OpenStreetMap has no prices'],
      [17, 'OpenStreetMap has no prices or classes of stay'],
    ]);
    expect(checks.find((check) => check.check === 12)).toMatchObject({ applied: true, passed: true, unsupported: expect.stringContaining('no description') });
    const weekdays = tripCalendar(request as never).weekdays;
    expect(mustSeeProblems(trip.itinerary, destination, false, weekdays)).toEqual([]);
    expect(relevanceProblems(trip.itinerary, request as never, destination) ?? []).toEqual([]);
  };

  /** Every visit is a mapped place, at the map's position, described only by what the map records. */
  const expectOnlyMappedPlaces = (trip: Stored, destination: LoadedDestination) => {
    const places = new Map(destination.places.map((place) => [place.name, place]));
    const visits = trip.itinerary.flatMap((day) => day.activities).filter((activity) => activity.type !== 'meal' && !isRestBreak(activity));
    expect(visits.length).toBeGreaterThan(2);
    for (const visit of visits) {
      const place = places.get(visit.title);
      expect(place).toBeDefined();
      expect(visit.location).toMatchObject({ lat: place!.lat, lng: place!.lng });
      if (place!.hoursUnknown) expect(visit.description).toContain('Its opening hours are not in the map data: check before you go.');
    }
  };

  test('before its extract is imported, Vaduz cannot be planned without a model', async () => {
    expect(await plannable('Vaduz')).toBe(false);
    const { status, body } = await generate({ destination: 'Vaduz', country: 'Liechtenstein', preferences: preferences(['Museums & Art'], '2 days') });
    expect(status).toBe(422);
    expect(body.error).toBe('destination_not_covered');
  });

  describe('once Liechtenstein and Monaco are imported', () => {
    beforeAll(async () => {
      await importPlaces(server.odyssey.dataSource, 'liechtenstein-2024-03-04.osm.pbf', await extract(LIECHTENSTEIN_EXTRACT));
      await importPlaces(server.odyssey.dataSource, 'monaco-2019-09-30.osm.pbf', await extract(MONACO_EXTRACT));
      await server.odyssey.services.importedAreas.refresh();
    }, 120_000);

    test('both are offered as plannable destinations', async () => {
      expect(await plannable('Vaduz')).toBe(true);
      expect(await plannable('Monaco')).toBe(true);
    });

    test('two days in Vaduz: real places, honest about hours and prices, every check the data supports passes', async () => {
      const request = { destination: 'Vaduz', country: 'Liechtenstein', startDate: '2026-12-05', endDate: '2026-12-06', preferences: preferences(['Museums & Art', 'Historical Sites'], '2 days') };
      const { status, body } = await generate(request);
      expect(status).toBe(201);
      const trip = await stored(body.uuid);
      expect(trip.itinerary).toHaveLength(2);
      const destination = await storeDestination('Vaduz', request.startDate);
      expectEveryCheckTheDataSupports(trip, request, destination);
      expectOnlyMappedPlaces(trip, destination);
      expect(trip.destinationOverview?.placeData).toEqual({ verified: true, source: 'OpenStreetMap', credit: '© OpenStreetMap contributors' });
      expect(trip.destinationOverview?.currency).toBe('CHF');
      expect(trip.accommodations.length).toBeGreaterThanOrEqual(3);
      for (const stay of trip.accommodations) {
        expect(stay.pricePerNight ?? undefined).toBeUndefined();
        expect(stay.budgetLevel ?? undefined).toBeUndefined();
        expect(stay.description).toContain('OpenStreetMap has no prices');
        // Each area is a town of its own: "Schaan, Liechtenstein", never "Schaan, Vaduz, Liechtenstein".
        expect(stay.location).toMatch(/^[^,]+, Liechtenstein$/);
      }
      // A day's words name the towns of its stops.
      for (const day of trip.itinerary) expect(day.description).toMatch(/^A day in [^:]+: /);
      // The must-sees come from the open signals: the national museum and the art museum are in the heart of Vaduz.
      const titles = trip.itinerary.flatMap((day) => day.activities.map((activity) => activity.title));
      expect(titles.filter((title) => /Kunstmuseum Liechtenstein|Landesmuseum|Kathedrale St\. Florin|Rotes Haus|Hilti Art Foundation|Schatzkammer/.test(title)).length).toBeGreaterThanOrEqual(3);
    });

    test('a day in Monaco in winter leaves out the palace, closed from October to March, and passes every check the data supports', async () => {
      const request = { destination: 'Monaco', country: 'Monaco', startDate: '2026-12-05', endDate: '2026-12-05', preferences: preferences(['Historical Sites', 'Museums & Art'], '1 day') };
      const { status, body } = await generate(request);
      expect(status).toBe(201);
      const trip = await stored(body.uuid);
      expect(trip.itinerary).toHaveLength(1);
      const destination = await storeDestination('Monaco', request.startDate);
      expectEveryCheckTheDataSupports(trip, request, destination);
      expectOnlyMappedPlaces(trip, destination);
      expect(JSON.stringify(trip.itinerary)).not.toContain('Palais Princier');
      // Its winter closing comes from its own opening_hours, read in Monaco's time zone.
      expect(destination.places.find((place) => place.name === 'Palais Princier de Monaco')?.weeklyHours).toEqual({ mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [] });
    });

    test('in summer, the palace is open and a day for history includes it', async () => {
      const request = { destination: 'Monaco', country: 'Monaco', startDate: '2027-07-10', endDate: '2027-07-10', preferences: preferences(['Historical Sites'], '1 day') };
      const { status, body } = await generate(request);
      expect(status).toBe(201);
      const trip = await stored(body.uuid);
      expectEveryCheckTheDataSupports(trip, request, await storeDestination('Monaco', request.startDate));
      expect(trip.itinerary[0].activities.map((activity) => activity.title)).toContain('Palais Princier de Monaco');
    });

    test('a trip without dates is planned too', async () => {
      const { status, body } = await generate({ destination: 'Vaduz', preferences: preferences(['Nature & Outdoors'], '3 days') });
      expect(status).toBe(201);
      expect((await stored(body.uuid)).itinerary).toHaveLength(3);
    });

    test('a country named as the destination stands for its capital, with or without the country beside it', async () => {
      for (const body of [{ destination: 'Liechtenstein' }, { destination: 'Liechtenstein', country: 'Liechtenstein' }]) {
        const { status, body: created } = await generate({ ...body, preferences: preferences(['Museums & Art'], '2 days') });
        expect(status).toBe(201);
        expect((await stored(created.uuid)).destinationOverview?.name).toBe('Vaduz');
      }
    });

    test('a place the imports do not cover is still refused, with the nearest destinations that can be planned', async () => {
      const { status, body } = await generate({ destination: 'Graz', country: 'Austria', preferences: preferences(['Museums & Art'], '2 days') });
      expect(status).toBe(422);
      expect(body.error).toBe('destination_not_covered');
      expect(body.message).toMatch(/^We can't plan Graz yet\. Try one of these nearby destinations: /);
    });
  });
});
