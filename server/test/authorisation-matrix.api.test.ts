/**
 * The authorisation matrix (issue 11): every REST path and GraphQL operation, against every kind
 * of caller, on both databases. Each cell is one request: an allowed one must answer 2xx with the
 * right data; a refused one must answer the status the rules below say and change nothing (the
 * tables that hold anyone's data and the stored files are fingerprinted before and after).
 *
 * The operations are read from the router stack and the served schema, so an operation added
 * later without a row here fails the first test. The rows live in authorisation-matrix.rows.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { viewerOf } from '../src/modules/auth/viewer.js';
import { existsSync, readdirSync } from 'node:fs';
import { Trip } from '../src/modules/trips/trip.entity.js';
import { User } from '../src/modules/users/user.entity.js';
import { DocumentLinks } from '../src/modules/wallet/document-link.js';
import { WalletItem } from '../src/modules/wallet/wallet-item.entity.js';
import { ACTORS, matrixRows, type ActorName, type Matrix, type Row } from './support/authorisation-matrix.rows.js';
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';
import { graphqlOperations, restOperations } from './support/api-operations.js';
import { HttpClient, type CallOptions, type Reply } from './support/http-client.js';

const PASSWORD = 'correct horse';
const MATRIX_TIMEOUT_MS = 300_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
/** The tables that hold someone's data; a refused request must leave every one of them as it was. */
const GUARDED_TABLES = ['users', 'trips', 'wallet_items', 'subscribers', 'settings', 'password_reset_tokens', 'activity_logs', 'trip_members', 'trip_invitations', 'trip_expenses', 'currency_rates'];

describe.each(DATABASE_KINDS)('authorisation matrix on %s', (kind) => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  let matrix: Matrix;
  let rows: Row[];

  /** Each caller comes from an address of its own (the server trusts the loopback proxy), as real people do. */
  const from = (address: string): Record<string, string> => ({ 'x-forwarded-for': address });

  async function register(name: string): Promise<{ token: string; id: number }> {
    const headers = from('10.9.9.9');
    expect((await http.call('POST', '/api/auth/register', { headers, json: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
    const token = (await http.call('POST', '/api/auth/login', { headers, json: { email: `${name}@example.com`, password: PASSWORD } })).body.token as string;
    return { token, id: (await http.call('GET', '/api/user/profile', { token })).body.id as number };
  }

  async function generate(cookie?: string): Promise<{ uuid: string; cookie: string }> {
    const reply = await http.call('POST', '/api/trips/generate', { cookie, json: { destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' } });
    expect(reply.status).toBe(201);
    return { uuid: reply.body.uuid, cookie: cookie ?? (reply.headers.get('set-cookie') ?? '').split(';')[0] };
  }

  /** Multipart requests (wallet documents, featured images), with the caller's credentials. */
  async function upload(method: string, urlPath: string, as: CallOptions, fields: Record<string, string>, file?: Buffer): Promise<Reply> {
    const form = new FormData();
    if (Object.keys(fields).length) form.append('data', JSON.stringify(fields));
    if (file) form.append('file', new Blob([new Uint8Array(file)]), 'ticket.png');
    const headers: Record<string, string> = { ...as.headers };
    if (as.token) headers.authorization = `Bearer ${as.token}`;
    if (as.cookie) headers.cookie = as.cookie;
    const response = await fetch(`${server.url}${urlPath}`, { method, headers, body: form });
    const text = await response.text();
    return { status: response.status, body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text, headers: response.headers };
  }

  /**
   * A row count and a sum of row hashes per guarded table, and the stored files' names: equal
   * before and after means nothing changed. (A sum needs no sort, which keeps 700 cells quick.)
   */
  async function fingerprint(): Promise<string> {
    const columns = GUARDED_TABLES.map((table) => `(SELECT count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) FROM ${table} t) AS ${table}`).join(', ');
    const [tables] = await server.odyssey.dataSource.query(`SELECT ${columns}`);
    const dir = server.config.uploadsDir;
    const files = existsSync(dir) ? readdirSync(dir).sort().join(',') : '';
    return createHash('sha256').update(JSON.stringify(tables) + files).digest('hex');
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password', TRUST_PROXY: 'loopback' });
    const ds = server.odyssey.dataSource;
    const user = await register('regular');
    const owner = await register('owner');
    await register('signin');
    const editor = await register('editor');
    const viewer = await register('viewer');
    const admin = (await http.call('POST', '/api/auth/login', { json: { email: 'admin@example.com', password: 'admin password' } })).body.token as string;
    const adminId = (await http.call('GET', '/api/user/profile', { token: admin })).body.id as number;

    // The creating browser plans two trips; its traveller signs in and saves the second, which
    // then belongs to the owner alone. Another browser has a trip of its own.
    const temporary = await generate();
    const creatorCookie = temporary.cookie;
    const saved = await generate(creatorCookie);
    expect((await http.call('POST', `/api/trips/uuid/${saved.uuid}/save`, { cookie: creatorCookie, token: owner.token })).status).toBe(200);
    const otherCookie = (await generate()).cookie;
    // The owner's two companions on the saved trip join by invitation, as travellers do.
    for (const [companion, role] of [[editor, 'editor'], [viewer, 'viewer']] as const) {
      const invited = await http.call('POST', `/api/trips/${saved.uuid}/companions/invitations`, { token: owner.token, json: { role } });
      expect(invited.status).toBe(201);
      expect((await http.call('POST', `/api/invitations/${new URL(invited.body.link).pathname.split('/').pop()}/accept`, { token: companion.token })).status).toBe(200);
    }

    const actors: Record<ActorName, CallOptions & { userId: number | null }> = {
      anonymous: { headers: from('10.0.0.1'), userId: null },
      creatorBrowser: { cookie: creatorCookie, headers: from('10.0.0.2'), userId: null },
      otherBrowser: { cookie: otherCookie, headers: from('10.0.0.3'), userId: null },
      user: { token: user.token, headers: from('10.0.0.4'), userId: user.id },
      owner: { token: owner.token, headers: from('10.0.0.5'), userId: owner.id },
      admin: { token: admin, headers: from('10.0.0.6'), userId: adminId },
      editor: { token: editor.token, headers: from('10.0.0.7'), userId: editor.id },
      viewer: { token: viewer.token, headers: from('10.0.0.8'), userId: viewer.id },
    };

    const addItem = async (tripUuid: string, as: CallOptions, file?: Buffer): Promise<number> => {
      const reply = file ? await upload('POST', `/api/trips/${tripUuid}/wallet/upload`, as, { type: 'ticket', title: 'Museum ticket' }, file) : await http.call('POST', `/api/trips/${tripUuid}/wallet`, { ...as, json: { type: 'flight', title: 'Flight TP 123' } });
      expect(reply.status).toBe(201);
      return reply.body.id as number;
    };
    const trips = ds.getRepository(Trip);
    const addCompanion = async (tripUuid: string, userId: number, role: 'editor' | 'viewer') => {
      await ds.query(`INSERT INTO trip_members ("tripId", "userId", role) SELECT id, $2, $3 FROM trips WHERE uuid = $1`, [tripUuid, userId, role]);
    };
    const template = await trips.findOneByOrFail({ uuid: temporary.uuid });
    /** A fresh copy of the temporary trip (same creating browser), or of it saved by the owner, for cells that use their target up. */
    const freshTrip = async (state: 'temporary' | 'saved'): Promise<string> => {
      const { id: _id, createdAt: _createdAt, ...fields } = template;
      const copy = await trips.save(trips.create({ ...fields, uuid: randomUUID(), userId: state === 'saved' ? owner.id : null, saved: state === 'saved' }));
      // A saved copy has the saved trip's companions too, so they keep their parts on it.
      if (state === 'saved') for (const [companion, role] of [[editor, 'editor'], [viewer, 'viewer']] as const) await addCompanion(copy.uuid, companion.id, role);
      return copy.uuid;
    };
    const featured = await freshTrip('temporary');
    expect((await upload('POST', `/api/trips/${featured}/featured-image`, { token: admin }, {}, PNG)).status).toBe(200);

    matrix = {
      http,
      actors,
      trips: {
        temporary: { uuid: temporary.uuid, item: await addItem(temporary.uuid, { cookie: creatorCookie }), document: await addItem(temporary.uuid, { cookie: creatorCookie }, PNG) },
        saved: { uuid: saved.uuid, item: await addItem(saved.uuid, { token: owner.token }), document: await addItem(saved.uuid, { token: owner.token }, PNG) },
      },
      featuredTrip: featured,
      png: PNG,
      upload,
      freshTrip,
      signedDocumentAddress: (tripUuid, itemId, now) => new DocumentLinks(server.config.jwtSecret).address(tripUuid, itemId, now),
      freshItem: async (tripUuid) => {
        const items = ds.getRepository(WalletItem);
        const trip = await trips.findOneByOrFail({ uuid: tripUuid });
        return (await items.save(items.create({ tripId: trip.id, tripUuid, type: 'other', title: 'Spare item' }))).id;
      },
      freshUser: async (name) => {
        const users = ds.getRepository(User);
        return (await users.save(users.create({ email: `${name}@example.com`, username: name, password: 'not a usable hash', isAdmin: false }))).id;
      },
      freshSubscriber: async (email) => {
        await server.odyssey.services.newsletter.subscribe({ email });
      },
      followChanges: async (as, tripUuid) => {
        // The caller's credentials as a browser sends them on a WebSocket: its cookie on the upgrade, its token as a connection parameter.
        const headers: Record<string, string> = { ...as.headers, ...(as.cookie ? { cookie: as.cookie } : {}) };
        const client = createClient({
          url: `${server.url.replace(/^http/, 'ws')}/graphql`,
          webSocketImpl: class extends WebSocket {
            constructor(address: string, protocols?: string | string[]) {
              super(address, protocols, { headers });
            }
          },
          connectionParams: as.token ? { authorization: `Bearer ${as.token}` } : {},
          retryAttempts: 0,
        });
        const trips = server.odyssey.services.trips;
        try {
          const first = new Promise<Reply>((resolve) => {
            client.subscribe(
              { query: 'subscription($u: String!) { tripChanged(tripUuid: $u) { tripUuid kind by } }', variables: { u: tripUuid } },
              {
                // The caller's own arrival (presence) comes first; the change announced below is the one checked.
                next: (result) => {
                  if ((result.data as { tripChanged?: { kind?: string } } | undefined)?.tripChanged?.kind !== 'presence') resolve({ status: 200, body: result, headers: new Headers() });
                },
                error: (error) => resolve({ status: 599, body: { errors: [{ message: String(error) }] }, headers: new Headers() }),
                complete: () => {},
              },
            );
          });
          // A subscription has no acknowledgement: announce until this caller hears one (or 5 s pass).
          let heard = false;
          void first.then(() => (heard = true));
          for (const deadline = Date.now() + 5_000; !heard && Date.now() < deadline; ) {
            await trips.announce(tripUuid, 'wallet', viewerOf({}));
            await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 50))]);
          }
          return heard ? await first : { status: 598, body: { errors: [{ message: 'no change heard within 5 s' }] }, headers: new Headers() };
        } finally {
          await client.dispose();
        }
      },
      freshResetToken: async (email) => {
        const token = randomUUID();
        const users = ds.getRepository(User);
        const { id } = await users.findOneByOrFail({ email });
        await ds.query(`INSERT INTO password_reset_tokens ("userId", "tokenHash", "expiresAt") VALUES ($1, $2, now() + interval '1 hour')`, [id, createHash('sha256').update(token).digest('hex')]);
        return token;
      },
      addCompanion,
      row: async (table, where) => (await ds.query(`SELECT * FROM ${table} WHERE ${where.sql}`, where.params))[0] ?? null,
    };
    rows = matrixRows(matrix);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  test('every REST path and GraphQL operation has a row in the matrix, and every row names a real operation', async () => {
    const served = [...restOperations(server.odyssey.services), ...(await graphqlOperations(http))];
    const covered = new Set(rows.map((row) => row.op));
    expect(served.filter((op) => !covered.has(op))).toEqual([]);
    expect([...covered].filter((op) => !served.includes(op))).toEqual([]);
  });

  test('each cell answers as the rules say, and a refused request changes nothing', async () => {
    let cells = 0;
    const failures: string[] = [];
    let known: string | undefined;
    for (const row of rows) {
      for (const actor of ACTORS) {
        const expected = row.expect[actor];
        const target = row.prepare ? await row.prepare(actor) : undefined;
        // A refused cell leaves the data as it found it, so its fingerprint serves the next cell
        // unless something (a fresh target, an allowed call) has changed the data in between.
        if (row.prepare) known = undefined;
        const before = expected === 'ok' ? '' : (known ?? (await fingerprint()));
        known = undefined;
        const reply = await row.call(matrix.actors[actor], target, actor);
        const status = statusOf(reply);
        const label = `${row.op}${row.target ? ` (${row.target})` : ''} as ${actor}`;
        cells += 1;
        if (expected === 'ok') {
          if (status < 200 || status > 299) {
            failures.push(`${label}: expected 2xx, got ${status} ${JSON.stringify(reply.body).slice(0, 200)}`);
            continue;
          }
          try {
            await row.check?.(reply, actor, target);
          } catch (error) {
            failures.push(`${label}: allowed, but ${(error as Error).message.split('\n').slice(0, 8).join(' ')}`);
          }
        } else {
          if (status !== expected) failures.push(`${label}: expected ${expected}, got ${status} ${JSON.stringify(reply.body).slice(0, 200)}`);
          else if ((await fingerprint()) !== before) failures.push(`${label}: refused with ${status}, but the stored data changed`);
          else known = before;
        }
      }
    }
    console.log(`authorisation matrix on ${kind}: ${cells} cells (${rows.length} rows × ${ACTORS.length} callers)`);
    expect(failures).toEqual([]);
    // Some 800 requests in one test, with trips planned again for Modify Trip's rows: on a loaded
    // 2-core machine this takes minutes. The limit bounds a hang; it is not a speed target.
  }, MATRIX_TIMEOUT_MS);
});

/** A REST reply's status, or for GraphQL the status its first error carries (200 when it has none). */
function statusOf(reply: Reply): number {
  const errors = (reply.body as { errors?: Array<{ extensions?: { status?: number; code?: string } }> } | undefined)?.errors;
  if (!errors?.length) return reply.status;
  return errors[0].extensions?.status ?? 500;
}
