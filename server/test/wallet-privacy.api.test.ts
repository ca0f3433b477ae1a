/**
 * The wallet is private (issue 17, item 1): a trip an admin features, with a wallet full of
 * booking references and a passport scan, read by strangers through every door the product
 * has. A stranger learns the itinerary, never the wallet: not over REST, GraphQL or the file
 * address, not in the featured or popular lists, not in the trip page's first paint, and not
 * by saving a copy of the trip.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tripFirstPaintAssets } from '../../client/vite/trip-first-paint';
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient, type CallOptions } from './support/http-client.js';

const ADMIN = { email: 'admin@example.com', password: 'admin password' };
const PASSWORD = 'correct horse';
/** What the wallet holds that nobody else may learn; each must be absent from every stranger's reply. */
const SECRETS = ['PNR-7QX4KZ', 'Seat 14A, passport X1234567', 'Passport of Ana Moreau', 'ana-passport.png'];
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
/** The built client's index.html, stood in for with the markers the first paint fills (as in trip-first-paint.api.test.ts). */
const INDEX = [
  '<!doctype html><html><head><title>Odyssey test client</title></head><body><div id="root"><!--home-shell--><div class="fp-top"><span data-site-name>Odyssey</span></div>',
  '<!--home-hero--><section class="fp-hero"><h1>Plan your perfect trip</h1></section><!--/home-hero--><!--/home-shell--></div></body></html>',
].join('');

describe('a featured trip with a wallet, read by strangers', () => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  let tripUuid: string;
  let creator: string;
  let documentUrl: string;
  const strangers: Record<string, CallOptions> = {};

  const expectNoSecrets = (where: string, text: string) => {
    for (const secret of SECRETS) expect({ where, leaks: text.includes(secret) ? secret : null }).toEqual({ where, leaks: null });
  };

  beforeAll(async () => {
    server = await startTestServer('embedded', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    writeFileSync(path.join(server.config.clientDist, 'index.html'), INDEX);
    writeFileSync(path.join(server.config.clientDist, 'trip-first-paint.json'), JSON.stringify(tripFirstPaintAssets()));

    const generated = await http.call('POST', '/api/trips/generate', { json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
    expect(generated.status).toBe(201);
    tripUuid = generated.body.uuid;
    creator = (generated.headers.get('set-cookie') ?? '').split(';')[0];
    const flight = await http.call('POST', `/api/trips/${tripUuid}/wallet`, { cookie: creator, json: { type: 'flight', title: 'TAP to Lisbon', reference: SECRETS[0], notes: SECRETS[1] } });
    expect(flight.status).toBe(201);
    const form = new FormData();
    form.append('data', JSON.stringify({ type: 'document', title: SECRETS[2] }));
    form.append('file', new Blob([new Uint8Array(PNG)]), SECRETS[3]);
    const scan = await fetch(`${server.url}/api/trips/${tripUuid}/wallet/upload`, { method: 'POST', headers: { cookie: creator }, body: form });
    expect(scan.status).toBe(201);
    documentUrl = ((await scan.json()) as { fileUrl: string }).fileUrl;

    const admin = (await http.call('POST', '/api/auth/login', { json: ADMIN })).body.token as string;
    expect((await http.call('PATCH', `/api/trips/${tripUuid}/featured`, { token: admin, json: { isFeatured: true } })).status).toBe(200);
    expect((await http.call('PATCH', `/api/admin/trips/${tripUuid}/popular`, { token: admin, json: { isPopularDestination: true } })).status).toBe(200);

    const headers = { 'x-forwarded-for': '10.1.1.1' };
    expect((await http.call('POST', '/api/auth/register', { headers, json: { email: 'visitor@example.com', username: 'visitor', password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
    const visitor = (await http.call('POST', '/api/auth/login', { json: { email: 'visitor@example.com', password: PASSWORD } })).body.token as string;
    const otherBrowser = ((await http.call('POST', '/api/trips/generate', { json: { destination: 'Porto', country: 'Portugal' } })).headers.get('set-cookie') ?? '').split(';')[0];
    Object.assign(strangers, { anonymous: {}, 'another browser': { cookie: otherBrowser }, 'a signed-in traveller': { token: visitor } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("the trip's own browser reads the whole wallet, so there is something to keep private", async () => {
    const wallet = await http.call('GET', `/api/trips/${tripUuid}/wallet`, { cookie: creator });
    expect(wallet.status).toBe(200);
    for (const secret of SECRETS) expect(JSON.stringify(wallet.body)).toContain(secret);
    expect((await fetch(`${server.url}${documentUrl}`)).status).toBe(200);
  });

  test.each(['anonymous', 'another browser', 'a signed-in traveller'])('%s gets nothing of the wallet over REST, GraphQL or the file address', async (who) => {
    const as = strangers[who];
    const rest = await http.call('GET', `/api/trips/${tripUuid}/wallet`, as);
    expect(rest.status).toBe(403);
    expectNoSecrets('REST wallet', JSON.stringify(rest.body));
    for (const type of ['flight', 'document']) expect((await http.call('GET', `/api/trips/${tripUuid}/wallet?type=${type}`, as)).status).toBe(403);

    const graphql = await http.graphql('query($u: String!) { walletItems(tripUuid: $u) { id title reference notes fileName fileUrl } }', { u: tripUuid }, as);
    expect(graphql.body.data).toBeNull();
    expect(graphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expectNoSecrets('GraphQL wallet', JSON.stringify(graphql.body));

    // The file's address without the proof an editor's page was handed, and with a forged one.
    const bare = documentUrl.split('?')[0];
    for (const address of [bare, `${bare}?download`, `${bare}?access=9999999999999.${'x'.repeat(43)}`]) {
      const file = await http.call('GET', address, as);
      expect(file.status).toBe(403);
      expect(file.headers.get('content-type')).toContain('application/json');
    }
  });

  test.each(['anonymous', 'another browser', 'a signed-in traveller'])('%s sees the trip in the featured and popular lists and on its page, without its wallet', async (who) => {
    const as = strangers[who];
    const featured = await http.call('GET', '/api/trips/featured', as);
    expect(featured.body.map((trip: { uuid: string }) => trip.uuid)).toContain(tripUuid);
    expectNoSecrets('REST featured', JSON.stringify(featured.body));
    const popular = await http.call('GET', '/api/trips/popular-destinations', as);
    expect(popular.body.map((trip: { uuid: string }) => trip.uuid)).toContain(tripUuid);
    expectNoSecrets('REST popular', JSON.stringify(popular.body));
    const lists = await http.graphql('{ featuredTrips { uuid itinerary { activities { title description } } } popularDestinations { uuid } }', {}, as);
    expect(lists.body.data.featuredTrips.map((trip: { uuid: string }) => trip.uuid)).toContain(tripUuid);
    expectNoSecrets('GraphQL lists', JSON.stringify(lists.body));
    const trip = await http.call('GET', `/api/trips/uuid/${tripUuid}`, as);
    expect(trip.status).toBe(200);
    expect(Object.keys(trip.body)).not.toContain('wallet');
    expectNoSecrets('REST trip', JSON.stringify(trip.body));

    const page = await fetch(`${server.url}/trip/${tripUuid}`, { headers: { ...(as.cookie ? { cookie: as.cookie } : {}), ...(as.token ? { authorization: `Bearer ${as.token}` } : {}) } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('odyssey-trip-queries');
    expectNoSecrets('first-paint HTML', html);
  });

  test("a signed-in stranger's saved copy carries the itinerary and none of the wallet", async () => {
    const as = strangers['a signed-in traveller'];
    const copy = await http.call('POST', `/api/trips/uuid/${tripUuid}/save`, as);
    expect(copy.status).toBe(200);
    expect(copy.body.uuid).not.toBe(tripUuid);
    expect(copy.body).toMatchObject({ isFeatured: false, isPopularDestination: false });
    expect((await http.call('GET', `/api/trips/${copy.body.uuid}/wallet`, as)).body).toEqual([]);
    // The original's wallet is still closed to them.
    expect((await http.call('GET', `/api/trips/${tripUuid}/wallet`, as)).status).toBe(403);
    expect((await http.call('GET', `/api/trips/${tripUuid}/wallet`, { cookie: creator })).body).toHaveLength(2);
  });
});
