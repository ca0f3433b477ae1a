/**
 * A trip page's HTML over HTTP (server/src/web/trip-first-paint/): the trip's top drawn in the
 * page, escaped, and the page's first queries answered in a data block, exactly as /graphql
 * answers them; nothing of the kind for an unknown id or while the site is in maintenance.
 * The client build is stood in for by an index.html with the home shell's markers and the
 * first-paint file the real build writes (client/vite/trip-first-paint.ts makes it here too).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tripFirstPaintAssets } from '../../client/vite/trip-first-paint';
import { Trip } from '../src/modules/trips/trip.entity.js';
import { graphql, startTestServer, type TestServer } from './harness.js';

const INDEX = [
  '<!doctype html><html><head><title>Odyssey test client</title>',
  '<script type="module" fetchpriority="low" crossorigin src="/assets/main.js"></script>',
  '</head><body><div id="root"><!--home-shell--><div class="fp-top"><span data-site-name>Odyssey</span></div>',
  '<!--home-hero--><section class="fp-hero"><h1>Plan your perfect trip</h1></section><!--/home-hero--><!--/home-shell--></div></body></html>',
].join('');
const EVIL = '</h1><script>window.pwned = 1</script>';
const ADMIN = { email: 'admin@example.com', password: 'admin password' };

const tripBlock = (html: string) => /<script type="application\/json" id="odyssey-trip-queries">(.*?)<\/script>/s.exec(html)?.[1];

describe('a trip page first paint', () => {
  let server: TestServer;
  const assets = tripFirstPaintAssets();
  let uuid: string;

  beforeAll(async () => {
    server = await startTestServer('embedded', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    writeFileSync(path.join(server.config.clientDist, 'index.html'), INDEX);
    writeFileSync(path.join(server.config.clientDist, 'trip-first-paint.json'), JSON.stringify(assets));
    const response = await fetch(`${server.url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', preferences: { activities: ['Food Tours'], duration: '3 days' } }),
    });
    uuid = ((await response.json()) as { uuid: string }).uuid;
    // A traveller can rename a trip: the title is theirs, and goes into the page escaped.
    await server.odyssey.dataSource.getRepository(Trip).update({ uuid }, { customHeader: EVIL });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("draws the trip's top in the page, with a script in its title as inert text", async () => {
    const html = await (await fetch(`${server.url}/trip/${uuid}`)).text();
    expect(html).toContain('<header class="tp-hero">');
    expect(html).toContain('<h1>&lt;/h1&gt;&lt;script&gt;window.pwned = 1&lt;/script&gt;</h1>');
    expect(html).toContain('Lisbon, Portugal');
    expect(html).not.toContain('Plan your perfect trip');
    // the only script elements: the app's starter and the JSON data blocks (never run)
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.every((tag) => tag.includes('type="application/json"') || tag.includes('src="/start-after-first-paint.js"'))).toBe(true);
    expect(html).not.toContain('<script>window.pwned');
  });

  test('inlines the answers of the queries the page asks first, exactly as /graphql gives them', async () => {
    const html = await (await fetch(`${server.url}/trip/${uuid}`)).text();
    const block = JSON.parse(tripBlock(html) ?? 'null') as Record<string, { variables: Record<string, unknown>; data: unknown }>;
    expect(Object.keys(block).sort()).toEqual(['SiteSettings', 'TripImagesSettings', 'TripMapTiles', 'TripPage']);
    for (const [name, query] of Object.entries(assets.queries)) {
      const direct = await graphql(server.url, query, block[name].variables);
      expect(block[name].data).toEqual(direct.body.data);
    }
    expect(block.TripPage.variables).toEqual({ uuid });
  });

  test('an unknown or malformed trip id gets no first paint and no data: the app shows its error state', async () => {
    for (const id of ['4d1c5c2e-0000-4000-8000-000000000000', 'not-a-trip']) {
      const response = await fetch(`${server.url}/trip/${id}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('home-shell');
      expect(html).not.toContain('tp-hero');
      expect(tripBlock(html)).toBeUndefined();
      expect(html).toContain('<script type="module" crossorigin src="/assets/main.js"></script>');
    }
  });

  test('while the site is in maintenance, a trip page gets no first paint', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { token } = (await login.json()) as { token: string };
    const setMaintenance = (on: boolean) =>
      fetch(`${server.url}/api/admin/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ maintenanceMode: on }) });
    expect((await setMaintenance(true)).status).toBe(200);
    try {
      const html = await (await fetch(`${server.url}/trip/${uuid}`)).text();
      expect(html).not.toContain('tp-hero');
      expect(tripBlock(html)).toBeUndefined();
    } finally {
      await setMaintenance(false);
    }
  });
});
