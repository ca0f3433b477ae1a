/**
 * Nominatim and Overpass, asked over real HTTP (a local stand-in that answers like them from the
 * Liechtenstein extract's real places, © OpenStreetMap contributors): a place is found at the
 * extract's position by its name or by its name in another language, an invented name or a real
 * one far away finds nothing, the search area sent (Nominatim's viewbox, Overpass's around:) is
 * the radius asked, a town is located, and Overpass's loose regular expression is narrowed to the
 * name asked. A service that fails, answers something that is not JSON or JSON of another shape,
 * or cannot be reached rejects with an OsmServiceError that names it in one line; a caller's
 * abort ends a request at once.
 */
import { once } from 'node:events';
import { createServer } from 'node:net';
import { nominatimLocate, nominatimSearch, OsmServiceError, overpassSearch } from '../src/modules/place-store/osm-services.js';
import { extract, LIECHTENSTEIN_EXTRACT } from './support/osm-extracts.js';
import type { StorePlace } from '../src/modules/place-store/store-place.js';
import { startOsmServicesStandIn, type OsmMisbehaviour, type OsmServicesStandIn } from './support/osm-services-stand-in.js';

/** Vaduz's Städtle, by the Kunstmuseum. */
const VADUZ_STAEDTLE = { lat: 47.1395, lng: 9.5222 };
const MONACO = { lat: 43.7384, lng: 7.4246 };
const SETTLEMENTS = [
  { osmId: 'node/240018035', name: 'Vaduz', lat: 47.141, lng: 9.5209, country: 'Liechtenstein' },
  { osmId: 'node/240018079', name: 'Schaan', lat: 47.165, lng: 9.5097, country: 'Liechtenstein' },
  { osmId: 'node/26847709', name: 'Monaco', otherNames: { it: 'Monaco', fr: 'Monaco' }, lat: 43.7384, lng: 7.4246, country: 'Monaco' },
];
const KM_PER_DEGREE = 111.32;

let standIn: OsmServicesStandIn;
let places: StorePlace[];
let host: string;

beforeAll(async () => {
  ({ places } = await extract(LIECHTENSTEIN_EXTRACT));
  standIn = await startOsmServicesStandIn(places, SETTLEMENTS);
  host = new URL(standIn.url).host;
}, 120_000);
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => standIn.reset());

function extractPlace(name: string): StorePlace {
  const place = places.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`the Liechtenstein extract has no place named ${name}`);
  return place;
}

/** The box a viewbox parameter (x1,y1,x2,y2) describes. */
function boxOf(viewbox: string) {
  const [x1, y1, x2, y2] = viewbox.split(',').map(Number);
  return { minLng: Math.min(x1, x2), maxLng: Math.max(x1, x2), minLat: Math.min(y1, y2), maxLat: Math.max(y1, y2) };
}

describe('Nominatim search', () => {
  test('finds Kunstmuseum Liechtenstein near Vaduz at the extract’s position, with its address', async () => {
    const museum = extractPlace('Kunstmuseum Liechtenstein');
    const found = await nominatimSearch(standIn.nominatimUrl, 'Kunstmuseum Liechtenstein', VADUZ_STAEDTLE, 2);
    expect(found).toHaveLength(1);
    expect(found[0].name).toBe('Kunstmuseum Liechtenstein');
    expect(found[0].lat).toBeCloseTo(museum.lat, 6);
    expect(found[0].lng).toBeCloseTo(museum.lng, 6);
    expect(found[0].address).toContain('Städtle 32');
    expect(standIn.requests).toEqual([expect.objectContaining({ service: 'nominatim', method: 'GET', query: expect.objectContaining({ q: 'Kunstmuseum Liechtenstein', format: 'jsonv2', limit: '10', namedetails: '1', bounded: '1' }) })]);
  });

  test('a name with its town after a comma still finds the place', async () => {
    const found = await nominatimSearch(standIn.nominatimUrl, 'Kunstmuseum Liechtenstein, Vaduz', VADUZ_STAEDTLE, 2);
    expect(found.map((place) => place.name)).toEqual(['Kunstmuseum Liechtenstein']);
  });

  test('an invented name finds nothing', async () => {
    expect(await nominatimSearch(standIn.nominatimUrl, 'Qwxzyville Grand Temple', VADUZ_STAEDTLE, 5)).toEqual([]);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0].answered).toBe(0);
  });

  test('a real name far away finds nothing: the Kunstmuseum is not near Monaco', async () => {
    expect(await nominatimSearch(standIn.nominatimUrl, 'Kunstmuseum Liechtenstein', MONACO, 5)).toEqual([]);
    const box = boxOf(standIn.requests[0].query.viewbox);
    expect((box.minLat + box.maxLat) / 2).toBeCloseTo(MONACO.lat, 3);
    expect((box.minLng + box.maxLng) / 2).toBeCloseTo(MONACO.lng, 3);
  });

  test('the viewbox sent is the radius asked around the point, in degrees of latitude and longitude', async () => {
    for (const radiusKm of [0.5, 2, 25]) {
      standIn.reset();
      await nominatimSearch(standIn.nominatimUrl, 'Kunstmuseum Liechtenstein', VADUZ_STAEDTLE, radiusKm);
      const { query } = standIn.requests[0];
      expect(query.bounded).toBe('1');
      const box = boxOf(query.viewbox);
      expect((box.minLat + box.maxLat) / 2).toBeCloseTo(VADUZ_STAEDTLE.lat, 4);
      expect((box.minLng + box.maxLng) / 2).toBeCloseTo(VADUZ_STAEDTLE.lng, 4);
      // half the box's height and width, in km, is the radius
      expect(((box.maxLat - box.minLat) / 2) * KM_PER_DEGREE).toBeCloseTo(radiusKm, 2);
      expect(((box.maxLng - box.minLng) / 2) * KM_PER_DEGREE * Math.cos((VADUZ_STAEDTLE.lat * Math.PI) / 180)).toBeCloseTo(radiusKm, 2);
    }
  });

  test('a place just beyond the radius is not found, and is within a wider one', async () => {
    // the youth hostel is about 2.3 km from the Städtle
    const hostel = extractPlace('Jugendherberge Schaan-Vaduz');
    expect(await nominatimSearch(standIn.nominatimUrl, hostel.name, VADUZ_STAEDTLE, 2)).toEqual([]);
    const found = await nominatimSearch(standIn.nominatimUrl, hostel.name, VADUZ_STAEDTLE, 3);
    expect(found).toEqual([expect.objectContaining({ name: hostel.name, lat: hostel.lat, lng: hostel.lng })]);
  });

  test('a name in another language finds the place by its OSM name:xx', async () => {
    const museum = extractPlace('Liechtensteinisches Landesmuseum Vaduz');
    expect(museum.otherNames.en).toBe('Liechtenstein National Museum');
    const found = await nominatimSearch(standIn.nominatimUrl, 'Liechtenstein National Museum', VADUZ_STAEDTLE, 2);
    expect(found).toEqual([expect.objectContaining({ name: 'Liechtensteinisches Landesmuseum Vaduz', lat: museum.lat, lng: museum.lng })]);

    const monument = extractPlace('Russendenkmal');
    const [russian] = await nominatimSearch(standIn.nominatimUrl, 'Russian Monument', { lat: 47.24, lng: 9.56 }, 3);
    expect(russian).toMatchObject({ name: 'Russendenkmal', lat: monument.lat, lng: monument.lng });
  });
});

describe('Nominatim locate', () => {
  test('finds Vaduz, asking for a settlement in the country given', async () => {
    expect(await nominatimLocate(standIn.nominatimUrl, 'Vaduz', 'Liechtenstein')).toEqual({ lat: 47.141, lng: 9.5209 });
    expect(standIn.requests[0].query).toEqual({ q: 'Vaduz, Liechtenstein', format: 'jsonv2', limit: '5', namedetails: '1', featureType: 'settlement' });
  });

  test('finds Schaan with no country given', async () => {
    expect(await nominatimLocate(standIn.nominatimUrl, 'Schaan', undefined)).toEqual({ lat: 47.165, lng: 9.5097 });
    expect(standIn.requests[0].query.q).toBe('Schaan');
  });

  test('an invented town is undefined', async () => {
    expect(await nominatimLocate(standIn.nominatimUrl, 'Qwxzyville', 'Liechtenstein')).toBeUndefined();
    expect(standIn.requests[0].answered).toBe(0);
  });
});

describe('Overpass search', () => {
  test('finds a way by its centre and a node by its own position, with the street address', async () => {
    const museum = extractPlace('Kunstmuseum Liechtenstein');
    expect(museum.osmId).toMatch(/^way\//);
    const [foundMuseum] = await overpassSearch(standIn.overpassUrl, 'Kunstmuseum Liechtenstein', VADUZ_STAEDTLE, 2);
    expect(foundMuseum).toEqual({ name: 'Kunstmuseum Liechtenstein', lat: museum.lat, lng: museum.lng, address: 'Städtle 32' });
    const wayAnswer = standIn.requests[0].answer as { elements: Array<Record<string, unknown>> };
    expect(wayAnswer.elements.find((element) => element.id === 28712148)).toEqual(expect.objectContaining({ type: 'way', center: { lat: museum.lat, lon: museum.lng } }));
    expect(wayAnswer.elements.find((element) => element.id === 28712148)).not.toHaveProperty('lat');

    const treasury = extractPlace('Schatzkammer Liechtenstein');
    expect(treasury.osmId).toMatch(/^node\//);
    const [foundTreasury] = await overpassSearch(standIn.overpassUrl, 'Schatzkammer Liechtenstein', VADUZ_STAEDTLE, 2);
    expect(foundTreasury).toMatchObject({ name: 'Schatzkammer Liechtenstein', lat: treasury.lat, lng: treasury.lng });
    const nodeAnswer = standIn.requests[1].answer as { elements: Array<Record<string, unknown>> };
    expect(nodeAnswer.elements.find((element) => element.id === 4231615562)).toEqual(expect.objectContaining({ type: 'node', lat: treasury.lat, lon: treasury.lng }));
  });

  test('the regular expression finds more than the name asked; only the place of that name is returned', async () => {
    const found = await overpassSearch(standIn.overpassUrl, 'Kunstmuseum Liechtenstein', VADUZ_STAEDTLE, 2);
    // "liechtenstein" is the longest word: the Schatzkammer, the Landtag and the Landesmuseum match it too
    expect(standIn.requests[0].data).toContain('[~"^(name|name:[a-z]+|int_name|alt_name|official_name)$"~"Liechtenstein",i]');
    expect(standIn.requests[0].answered).toBeGreaterThanOrEqual(3);
    expect(found.map((place) => place.name)).toEqual(['Kunstmuseum Liechtenstein']);
  });

  test('sends the radius in metres around the point, as a POST form', async () => {
    await overpassSearch(standIn.overpassUrl, 'Kunstmuseum Liechtenstein', VADUZ_STAEDTLE, 1.5);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ service: 'overpass', method: 'POST' });
    expect(new URLSearchParams(request.body).get('data')).toBe(request.data);
    expect(request.data).toBe('[out:json][timeout:15];nwr(around:1500,47.139500,9.522200)[~"^(name|name:[a-z]+|int_name|alt_name|official_name)$"~"Liechtenstein",i];out center tags 100;');
  });

  test('the word asked for keeps its accents, as Overpass compares them, and is not a word for a kind of place', async () => {
    const found = await overpassSearch(standIn.overpassUrl, 'Jubiläumskirche', { lat: 47.0653, lng: 9.5022 }, 2);
    expect(standIn.requests[0].data).toContain('~"Jubiläumskirche",i]');
    expect(found.map((place) => place.name)).toEqual(['Jubiläumskirche']);
    standIn.reset();
    await overpassSearch(standIn.overpassUrl, 'Restaurant Jägerstube Zum Kreuz', VADUZ_STAEDTLE, 2);
    expect(standIn.requests[0].data).toContain('~"Jägerstube",i]');
  });

  test('a name in another language is asked for in every name tag, not only the local one', async () => {
    const found = await overpassSearch(standIn.overpassUrl, 'Russian Monument', { lat: 47.2417, lng: 9.5609 }, 2);
    expect(found.map((place) => place.name)).toEqual(['Russendenkmal']);
  });

  test('a place beyond the radius is not found', async () => {
    expect(await overpassSearch(standIn.overpassUrl, 'Jugendherberge Schaan-Vaduz', VADUZ_STAEDTLE, 2)).toEqual([]);
    expect(await overpassSearch(standIn.overpassUrl, 'Jugendherberge Schaan-Vaduz', VADUZ_STAEDTLE, 3)).toHaveLength(1);
  });

  test('a name in another language matches the place’s name:xx tag', async () => {
    const found = await overpassSearch(standIn.overpassUrl, 'Liechtenstein National Museum', VADUZ_STAEDTLE, 2);
    expect(found.map((place) => place.name)).toEqual(['Liechtensteinisches Landesmuseum Vaduz']);
  });

  test('an invented name or a real one far away finds nothing', async () => {
    expect(await overpassSearch(standIn.overpassUrl, 'Qwxzyville Grand Temple', VADUZ_STAEDTLE, 5)).toEqual([]);
    expect(await overpassSearch(standIn.overpassUrl, 'Kunstmuseum Liechtenstein', MONACO, 5)).toEqual([]);
    expect(standIn.requests.map((request) => request.answered)).toEqual([0, 0]);
  });
});

describe('a service that misbehaves', () => {
  const calls: Array<[string, 'Nominatim' | 'Overpass', (signal?: AbortSignal) => Promise<unknown>]> = [
    ['Nominatim search', 'Nominatim', (signal) => nominatimSearch(standIn.nominatimUrl, 'Kunstmuseum Liechtenstein', VADUZ_STAEDTLE, 2, signal)],
    ['Nominatim locate', 'Nominatim', (signal) => nominatimLocate(standIn.nominatimUrl, 'Vaduz', 'Liechtenstein', signal)],
    ['Overpass search', 'Overpass', (signal) => overpassSearch(standIn.overpassUrl, 'Kunstmuseum Liechtenstein', VADUZ_STAEDTLE, 2, signal)],
  ];

  async function rejection(call: () => Promise<unknown>): Promise<Error> {
    const error = await call().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    // an abort rejects with a DOMException, an Error from another realm under jest
    if (typeof error !== 'object' || error === null || !('message' in error)) throw new Error(`expected a rejection, got ${String(error)}`);
    return error as Error;
  }

  function expectOneLineOsmServiceError(error: Error) {
    expect(error).toBeInstanceOf(OsmServiceError);
    expect(error.message).not.toContain('\n');
    expect(error.message).not.toMatch(/\bat .+:\d+:\d+/);
  }

  describe.each(calls)('%s', (_name, service, call) => {
    test.each<[string, OsmMisbehaviour, string]>([
      ['a 500', 'status-500', 'answered 500'],
      ['a body that is not JSON', 'not-json', 'not JSON'],
    ])('%s rejects with an OsmServiceError naming the host', async (_case, mode, says) => {
      standIn.misbehave(mode);
      const error = await rejection(call);
      expectOneLineOsmServiceError(error);
      expect(error.message).toContain(host);
      expect(error.message).toContain(says);
    });

    test('JSON of the wrong shape rejects with an OsmServiceError naming the service', async () => {
      standIn.misbehave('wrong-shape');
      const error = await rejection(call);
      expectOneLineOsmServiceError(error);
      expect(error.message).toBe(`${service} at ${new URL(standIn.url).host} answered in a shape it does not use`);
    });

    test('an answer that is slow but in time is used', async () => {
      standIn.misbehave({ delayMs: 300 });
      await expect(call()).resolves.toBeTruthy();
    });

    test('an aborted signal rejects at once, while the service is still thinking', async () => {
      standIn.misbehave({ delayMs: 30_000 });
      const controller = new AbortController();
      const started = Date.now();
      setTimeout(() => controller.abort(), 50);
      const error = await rejection(() => call(controller.signal));
      expect(error.name).toBe('AbortError');
      expect(error).not.toBeInstanceOf(OsmServiceError);
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    test('an aborted signal rejects at once, while the answer is still arriving', async () => {
      standIn.misbehave('stalled-body');
      const controller = new AbortController();
      const started = Date.now();
      setTimeout(() => controller.abort(), 50);
      await rejection(() => call(controller.signal));
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    test('a signal aborted before the call rejects without asking', async () => {
      const controller = new AbortController();
      controller.abort();
      const error = await rejection(() => call(controller.signal));
      expect(error.name).toBe('AbortError');
      expect(standIn.requests).toEqual([]);
    });
  });

  test('a host that cannot be reached rejects with an OsmServiceError naming it', async () => {
    // a port nothing listens on: taken, then given back
    const probe = createServer();
    probe.listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as { port: number };
    probe.close();
    await once(probe, 'close');
    for (const call of [() => nominatimSearch(`http://127.0.0.1:${port}`, 'Vaduz', VADUZ_STAEDTLE, 2), () => overpassSearch(`http://127.0.0.1:${port}/api/interpreter`, 'Vaduz', VADUZ_STAEDTLE, 2)]) {
      const error = await rejection(call);
      expectOneLineOsmServiceError(error);
      expect(error.message).toContain(`127.0.0.1:${port} could not be reached`);
    }
  });
});
