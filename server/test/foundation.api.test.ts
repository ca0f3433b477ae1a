import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_KINDS } from './databases.js';
import { graphql, startTestServer, type TestServer } from './harness.js';

const UNKNOWN_TRIP = '00000000-0000-0000-0000-000000000000';

describe.each(DATABASE_KINDS)('foundation over HTTP on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('GET /api/health reports the database and version', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: { kind, ok: true }, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  test('every response carries a request id, and a sane incoming one is kept', async () => {
    const fresh = await fetch(`${server.url}/api/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    const replaced = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('<');
  });

  test('unknown /api paths get a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no/such/path`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ error: 'not_found', status: 404 });
  });

  test.each([UNKNOWN_TRIP, 'not-a-uuid', "1' OR '1'='1", '%00'])('GET /api/trips/uuid/%s is a JSON 404', async (id) => {
    const response = await fetch(`${server.url}/api/trips/uuid/${encodeURIComponent(id)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found', errorCode: 'not_found', message: 'Trip not found' });
  });

  test('malformed JSON gets a 400 without a stack trace', async () => {
    const response = await fetch(`${server.url}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'bad_request', message: 'The request body is not valid JSON' });
    expect(text).not.toMatch(/at .*\.js:\d+/);
  });

  test('an oversized JSON body gets a 413', async () => {
    const response = await fetch(`${server.url}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 'a'.repeat(1_100_000) }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
  });

  test('GraphQL health and the NOT_FOUND code from the shared error table', async () => {
    const { status, body } = await graphql(server.url, `query($uuid: String!) { health { status database { kind ok } } trip(uuid: $uuid) { uuid } }`, { uuid: UNKNOWN_TRIP });
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({ message: 'Trip not found', extensions: { code: 'NOT_FOUND', errorCode: 'not_found', status: 404 } });
    expect(JSON.stringify(body)).not.toMatch(/stacktrace/i);
  });

  test('GraphQL reads the public settings with their defaults', async () => {
    const { body } = await graphql<{ publicSettings: { siteName: string } }>(server.url, '{ publicSettings { siteName supportEmail maintenanceMode } }');
    expect(body.data?.publicSettings).toEqual({ siteName: 'Odyssey', supportEmail: expect.stringContaining('@'), maintenanceMode: false });
  });

  test('GraphQL syntax errors are client errors, not server errors', async () => {
    const { status, body } = await graphql(server.url, '{ health { ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  test('CSRF prevention blocks simple cross-site GraphQL requests', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ health { status } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
  });

  test('a browser opening /graphql gets the explorer page', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('GraphQL explorer');
  });

  test.each(['/', `/trip/${UNKNOWN_TRIP}`, '/admin/users', '/no/such/page'])('deep link %s serves the app shell', async (route) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    // The built page's own title gives way to the site's name (the admin setting), on every path.
    expect(html).toContain('<title>Odyssey</title>');
    expect(html).not.toContain('Odyssey test client');
    expect(html).toContain('<div id="root"></div>');
  });

  test('the app shell carries the public settings as a JSON data block for the first paint', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const block = /<script type="application\/json" id="odyssey-settings">(.*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual({ siteName: 'Odyssey', supportEmail: expect.any(String), maintenanceMode: false });
  });

  test('security headers are set', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  test('text answers are gzipped for browsers that accept it', async () => {
    const assets = path.join(server.config.clientDist, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, 'app-test.js'), 'export const stops = ["Belém", "Alfama", "Baixa"];\n'.repeat(200));
    const asset = await fetch(`${server.url}/assets/app-test.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('Alfama');
    const uncompressed = await fetch(`${server.url}/assets/app-test.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(uncompressed.headers.get('content-encoding')).toBeNull();
  });

  test('server-sent events are not compressed, so each event reaches the browser at once', async () => {
    const response = await fetch(`${server.url}/api/trips/generate/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      // a valid request: a body refused by the input check is a plain 400 before any stream opens
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal' }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('event: progress');
  });
});
