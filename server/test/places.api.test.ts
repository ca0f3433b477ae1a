/**
 * Place search, place photos and the photo proxy over REST and GraphQL, against a local
 * stand-in for Google Places (New), on both databases; and the offline answers without a key.
 */
import { DATABASE_KINDS } from './databases.js';
import { graphql, startTestServer, type TestServer } from './harness.js';
import { STAND_IN_PNG, startGooglePlacesStandIn, type GooglePlacesStandIn } from './support/google-places-stand-in.js';

const KYOTO_STATION_HOTEL = { id: 'ChIJ-granvia', name: 'Hotel Granvia Kyoto', lat: 34.9858, lng: 135.7588, photos: ['AUc7-granvia_1', 'AUc7-granvia_2'] };
const KINKAKUJI = { id: 'ChIJ-kinkakuji', name: 'Kinkaku-ji', lat: 35.0394, lng: 135.7292, photos: ['AUc7-kinkaku'] };
const PLAIN_SHRINE = { id: 'ChIJ-shrine', name: 'Small Shrine', lat: 35.0, lng: 135.7, photos: [] };

const getJson = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe.each(DATABASE_KINDS)('places with Google Places configured, on %s', (kind) => {
  let server: TestServer;
  let google: GooglePlacesStandIn;

  beforeAll(async () => {
    google = await startGooglePlacesStandIn();
    google.add('Hotel Granvia Kyoto, Kyoto, Japan', KYOTO_STATION_HOTEL);
    google.add('Kinkaku-ji, Kyoto', KINKAKUJI);
    google.add('Small Shrine, Kyoto', PLAIN_SHRINE);
    server = await startTestServer(kind, { GOOGLE_PLACES_API_KEY: google.key, GOOGLE_PLACES_BASE_URL: google.baseUrl, ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });
  beforeEach(() => google.reset());

  const searches = () => google.requests.filter((request) => request.path === '/v1/places:searchText');

  test('GET /api/places/search finds the place and gives our own photo URL, never the key', async () => {
    const { status, body } = await getJson(`${server.url}/api/places/search?query=${encodeURIComponent('Hotel Granvia Kyoto, Kyoto, Japan')}`);
    expect(status).toBe(200);
    expect(body).toEqual({ placeId: 'ChIJ-granvia', photoUrl: '/api/places/media/ChIJ-granvia/AUc7-granvia_1?maxWidth=400' });
    expect(JSON.stringify(body)).not.toContain(google.key);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]).toMatchObject({ apiKey: google.key, body: { textQuery: 'Hotel Granvia Kyoto, Kyoto, Japan', pageSize: 1 } });
    expect(searches()[0].fieldMask).toContain('places.photos');
  });

  test('a repeated search is answered from places_cache without asking Google again', async () => {
    const path = `${server.url}/api/places/search?query=${encodeURIComponent('Kinkaku-ji, Kyoto')}`;
    const first = await getJson(path);
    const second = await getJson(`${server.url}/api/places/search?query=${encodeURIComponent('  kinkaku-ji,   KYOTO ')}`);
    expect(first.body).toEqual({ placeId: 'ChIJ-kinkakuji', photoUrl: '/api/places/media/ChIJ-kinkakuji/AUc7-kinkaku?maxWidth=400' });
    expect(second.body).toEqual(first.body);
    expect(searches()).toHaveLength(1);
  });

  test('a place nobody knows, or one without photos, answers nulls', async () => {
    expect((await getJson(`${server.url}/api/places/search?query=Nowhere%20at%20all`)).body).toEqual({ placeId: null, photoUrl: null });
    expect((await getJson(`${server.url}/api/places/search?query=${encodeURIComponent('Small Shrine, Kyoto')}`)).body).toEqual({ placeId: 'ChIJ-shrine', photoUrl: null });
  });

  test('Google failing is answered with nulls (and logged), never a 500', async () => {
    google.failNext('/v1/places:searchText', 503);
    const { status, body } = await getJson(`${server.url}/api/places/search?query=${encodeURIComponent('Fushimi Inari, Kyoto')}`);
    expect(status).toBe(200);
    expect(body).toEqual({ placeId: null, photoUrl: null });
    google.failNext('/v1/places/ChIJ-unknown', 500);
    expect((await getJson(`${server.url}/api/places/photo?placeId=ChIJ-unknown`)).body).toEqual({ photoUrl: null });
  });

  test('GET /api/places/photo reuses a photo found by a search, and asks Place Details once for another place', async () => {
    await getJson(`${server.url}/api/places/search?query=${encodeURIComponent('Hotel Granvia Kyoto, Kyoto, Japan')}`);
    google.reset();
    expect((await getJson(`${server.url}/api/places/photo?placeId=ChIJ-granvia&maxWidth=800`)).body).toEqual({ photoUrl: '/api/places/media/ChIJ-granvia/AUc7-granvia_1?maxWidth=800' });
    expect(google.requests).toHaveLength(0);

    google.add('Kinkaku-ji golden pavilion', { ...KINKAKUJI, id: 'ChIJ-pavilion', photos: ['AUc7-pavilion'] });
    expect((await getJson(`${server.url}/api/places/photo?placeId=ChIJ-pavilion`)).body).toEqual({ photoUrl: '/api/places/media/ChIJ-pavilion/AUc7-pavilion?maxWidth=400' });
    expect((await getJson(`${server.url}/api/places/photo?placeId=ChIJ-pavilion&maxWidth=1600`)).body).toEqual({ photoUrl: '/api/places/media/ChIJ-pavilion/AUc7-pavilion?maxWidth=1600' });
    expect(google.requests.map((request) => [request.path, request.fieldMask, request.apiKey])).toEqual([['/v1/places/ChIJ-pavilion', 'photos', google.key]]);
  });

  test('the photo proxy streams the image with caching headers; the key goes only to the Places API', async () => {
    const { body } = await getJson(`${server.url}/api/places/search?query=${encodeURIComponent('Hotel Granvia Kyoto, Kyoto, Japan')}`);
    google.reset();
    const response = await fetch(`${server.url}${(body.photoUrl as string).replace('maxWidth=400', 'maxWidth=640')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(STAND_IN_PNG);
    const [media, image] = google.requests;
    expect(media).toMatchObject({ path: '/v1/places/ChIJ-granvia/photos/AUc7-granvia_1/media?maxWidthPx=640&skipHttpRedirect=true', apiKey: google.key });
    expect(image.path).toBe('/images/AUc7-granvia_1.png?w=640');
    expect(image.apiKey).toBeUndefined();
  });

  test('the photo proxy serves only photos this server found, and only images', async () => {
    const unknown = await getJson(`${server.url}/api/places/media/ChIJ-granvia/AUc7-made-up?maxWidth=400`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'not_found' });

    await getJson(`${server.url}/api/places/search?query=${encodeURIComponent('Kinkaku-ji, Kyoto')}`);
    google.imageContentType = 'text/html';
    const html = await getJson(`${server.url}/api/places/media/ChIJ-kinkakuji/AUc7-kinkaku`);
    expect(html.status).toBe(502);
    expect(html.body).toMatchObject({ error: 'upstream_unavailable', message: 'The photo could not be loaded' });

    google.imageContentType = 'image/png';
    google.failNext('/v1/places/ChIJ-kinkakuji/photos', 500);
    expect((await getJson(`${server.url}/api/places/media/ChIJ-kinkakuji/AUc7-kinkaku`)).status).toBe(502);
  });

  test.each([
    ['/api/places/search', 'query must be a string'],
    ['/api/places/search?query=%20%20', 'query must not be empty'],
    ['/api/places/search?query=aaa…(301 characters)', 'query must be at most 300 characters'],
    ['/api/places/search?query=a&query=b', 'query must be a string'],
    ['/api/places/photo', 'placeId must be a string'],
    ['/api/places/photo?placeId=..%2Fsecrets', 'placeId must be a place id (letters, digits, _ and -)'],
    ['/api/places/photo?placeId=ChIJ-granvia&maxWidth=wide', 'maxWidth must be a whole number'],
    ['/api/places/photo?placeId=ChIJ-granvia&maxWidth=0', 'maxWidth must be at least 1'],
    ['/api/places/photo?placeId=ChIJ-granvia&maxWidth=4801', 'maxWidth must be at most 4800'],
    ['/api/places/media/ChIJ-granvia/AUc7.granvia', 'photoId must be a photo id (letters, digits, _ and -)'],
  ])('GET %s is refused with 400: %s', async (path, message) => {
    const { status, body } = await getJson(`${server.url}${path.replace('aaa…(301 characters)', 'a'.repeat(301))}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'validation_failed', message });
    expect(google.requests).toHaveLength(0);
  });

  test("the admin's Google Places switch turns lookups off and on, and publicSettings follows it", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'admin password' }) });
    const { token } = (await login.json()) as { token: string };
    const switchTo = (googlePlacesEnabled: boolean) =>
      fetch(`${server.url}/api/admin/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ googlePlacesEnabled }) });
    const photosEnabled = async () => ((await graphql(server.url, '{ publicSettings { placePhotosEnabled } }')).body.data as { publicSettings: { placePhotosEnabled: boolean } }).publicSettings.placePhotosEnabled;
    const search = `${server.url}/api/places/search?query=${encodeURIComponent('Hotel Granvia Kyoto, Kyoto, Japan')}`;
    expect((await switchTo(false)).status).toBe(200);
    try {
      expect(await photosEnabled()).toBe(false);
      expect((await getJson(search)).body).toEqual({ placeId: null, photoUrl: null });
      expect((await getJson(`${server.url}/api/places/photo?placeId=ChIJ-kinkakuji`)).body).toEqual({ photoUrl: null });
      expect(google.requests).toEqual([]);
    } finally {
      expect((await switchTo(true)).status).toBe(200);
    }
    expect(await photosEnabled()).toBe(true);
    expect((await getJson(search)).body.placeId).toBe('ChIJ-granvia');
  });

  test('GraphQL placeSearch and placePhoto answer the same, and publicSettings says photos are on', async () => {
    const search = await graphql(server.url, 'query($q: String!) { placeSearch(query: $q) { placeId photoUrl } }', { q: 'Kinkaku-ji, Kyoto' });
    expect(search.body.data).toEqual({ placeSearch: { placeId: 'ChIJ-kinkakuji', photoUrl: '/api/places/media/ChIJ-kinkakuji/AUc7-kinkaku?maxWidth=400' } });
    const photo = await graphql(server.url, '{ placePhoto(placeId: "ChIJ-kinkakuji", maxWidth: 1600) { photoUrl } }');
    expect(photo.body.data).toEqual({ placePhoto: { photoUrl: '/api/places/media/ChIJ-kinkakuji/AUc7-kinkaku?maxWidth=1600' } });
    const bad = await graphql(server.url, '{ placePhoto(placeId: "ChIJ-kinkakuji", maxWidth: 9000) { photoUrl } }');
    expect(bad.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const settings = await graphql(server.url, '{ publicSettings { placePhotosEnabled } }');
    expect(settings.body.data).toEqual({ publicSettings: { placePhotosEnabled: true } });
  });
});

describe('places without Google Places (the offline default)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('embedded');
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('search and photo answer nulls, so the client draws its offline art; the proxy has nothing to serve', async () => {
    expect(await getJson(`${server.url}/api/places/search?query=Kyoto`)).toEqual({ status: 200, body: { placeId: null, photoUrl: null } });
    expect(await getJson(`${server.url}/api/places/photo?placeId=ChIJ-granvia`)).toEqual({ status: 200, body: { photoUrl: null } });
    expect((await getJson(`${server.url}/api/places/media/ChIJ-granvia/AUc7-granvia_1`)).status).toBe(404);
    const settings = await graphql(server.url, '{ publicSettings { placePhotosEnabled mapTileUrl mapTileAttribution mapTileAttributionUrl } }');
    expect(settings.body.data).toEqual({
      publicSettings: { placePhotosEnabled: false, mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', mapTileAttribution: '© OpenStreetMap contributors', mapTileAttributionUrl: 'https://www.openstreetmap.org/copyright' },
    });
  });
});
