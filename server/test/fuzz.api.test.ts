/**
 * Hostile input, property-based (issues 11 and 18): every REST path under /api, taken from the
 * router stack, and every GraphQL query and mutation, taken from the schema, gets at least 500
 * generated cases, as an anonymous visitor, a traveller, an admin and a forged session. Bodies
 * and variables are generated from the input types themselves: a route's body(...) or query(...)
 * declaration names its input class, whose GraphQL input type (or class-validator fields) gives
 * every field and its type; each value is mostly of the right shape, with null, [], {}, nested
 * lists, huge strings, lone surrogates and NUL at any position (hostile-input.ts). Malformed
 * JSON, multipart junk and hostile path segments are mixed in. A route or operation added later
 * is fuzzed without touching this file. The run's seed is printed (FUZZ_SEED replays it).
 *
 * Requests go into the Express app in-process (support/in-process.ts): all of its middleware,
 * without the sockets, which took most of the time over HTTP.
 *
 * For every response: an answer within ANSWER_WITHIN_MS, no 5xx (an admin's maintenance mode aside, which is a designed 503), no
 * INTERNAL_SERVER_ERROR in a GraphQL answer, no stack trace and no SQL. Cases run in small
 * batches; after a batch in which every request was refused, the database must be exactly as it
 * was before it: either no transaction wrote at all (the next transaction id did not move), or,
 * when one did, a checksum of every table's rows is unchanged. The server must answer its health check
 * after every operation. The counts per operation and in total are printed.
 */
import { getMetadataStorage as getValidatorMetadata } from 'class-validator';
import fc from 'fast-check';
import { getNamedType, GraphQLNonNull, isLeafType, isObjectType, isInputObjectType, type GraphQLField, type GraphQLInputObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema } from '../src/graphql/schema.js';
import { apiRouter } from '../src/rest/api-router.js';
import type { DatabaseKind } from './databases.js';
import { restRoutes, type RestRoute } from './support/api-operations.js';
import { startTestServer, type TestServer } from './harness.js';
import { injectInto, type InjectedRequest } from './support/in-process.js';
import { deepJsonText, hostileValue, inputValue, MALFORMED_JSON, NASTY_STRINGS, sampleOf, seedOf } from './support/hostile-input.js';

/** At least 500 per operation (issue 18); FUZZ_CASES raises it for a longer hunt. */
const CASES_PER_OPERATION = Math.max(500, Number(process.env.FUZZ_CASES ?? 0) || 0);
/**
 * The run's seed: a new one each run, so CI keeps exploring, printed at the start and with any
 * failure; FUZZ_SEED=<seed> replays a run exactly (each operation's cases come from it and the
 * operation's name).
 */
const RUN_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const REPLAY = `replay with FUZZ_SEED=${RUN_SEED} npx jest --maxWorkers=1 server/test/fuzz.api.test.ts`;
const operationSeed = (operation: string) => seedOf(`${RUN_SEED} ${operation}`);
/** A bound on a hang, not a speed target: each of the two tests sends some 25,000 requests. */
const FUZZ_TIMEOUT_MS = 1_800_000;
/** Requests in flight at once; the database is compared after each batch. */
const BATCH = 20;
/** How long one request may take before the suite calls it a hang (a bound, not a speed target). */
const ANSWER_WITHIN_MS = 20_000;
const PASSWORD = 'correct horse';
const ADMIN = { email: 'admin@example.com', password: 'admin password' };
/** The limiter's own table counts refused attempts by design (a login flood is refused *and* counted). */
const TABLES_ALLOWED_TO_CHANGE = new Set(['rate_limits']);

/** What must never reach a client: stack frames, module paths, database errors, SQL. */
const LEAK = new RegExp(
  [
    String.raw`\bat [\w$.<>]+ \([^)\n]*:\d+:\d+\)`,
    String.raw`node_modules`,
    String.raw`QueryFailedError`,
    String.raw`TypeORMError`,
    String.raw`syntax error at or near`,
    String.raw`violates [a-z-]+ constraint`,
    String.raw`duplicate key value`,
    String.raw`relation "\w+" does not exist`,
    String.raw`invalid input syntax for`,
    String.raw`\bSELECT\b[^\n]{0,200}\bFROM "\w+"`,
    String.raw`INSERT INTO "\w+"`,
    String.raw`UPDATE "\w+" SET`,
  ].join('|'),
  'i',
);

type Identity = 'anonymous' | 'traveller' | 'admin' | 'forged';

interface FuzzCase {
  identity: Identity;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** what this case is, for a failure report */
  label: string;
}

interface Outcome {
  status: number;
  text: string;
  rejected: boolean;
  internalError: boolean;
  maintenance: boolean;
}

/** Percent-encodes any string as UTF-8 (lone surrogates become U+FFFD), unlike encodeURIComponent, which throws on them. */
const encodeSegment = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '..', '%C0%AE%C0%AE'];
const QUERY_KEYS = ['q', 'query', 'search', 'page', 'limit', 'type', 'user', 'featured', 'popular', 'placeId', 'maxWidth', 'download', 'lat', 'lng', 'token'];

function preview(value: string | FormData | undefined): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') return '<multipart>';
  return value.length > 120 ? `${value.slice(0, 120)}… (${value.length} chars)` : value;
}

/** The JSON text of a value; values nested past what JSON.stringify can walk are written by hand. */
function jsonOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return '[]';
  }
}

const multipartJunk = fc
  .record({ field: fc.constantFrom('file', 'data', 'operations', 'map', '0', '__proto__'), name: fc.constantFrom('a.png', '../../x.pdf', 'é\u202e.jpg', 'con', ''), text: fc.constantFrom(...NASTY_STRINGS.slice(0, 20)) })
  .map(({ field, name, text }) => {
    const form = new FormData();
    form.append(field, new Blob([text]), name);
    form.append('data', text);
    return form;
  });

/** Everything the suite needs to know about the fixture data. */
interface Fixture {
  tripUuid: string;
  travellerId: number;
}

function restCases(route: RestRoute, fixture: Fixture): FuzzCase[] {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const segment = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(fixture.tripUuid, String(fixture.travellerId), '1', '0', '00000000-0000-0000-0000-000000000000') },
    { weight: 4, arbitrary: fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 30 })).map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
  const queryValue = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 30 }), fc.integer().map(String));
  const declared = route.input ? inputFields(route.input.type) : [];
  const declaredQuery = route.input?.from === 'query' && declared.length > 0;
  const query = fc.oneof(
    // the fields the route's query(...) class declares, with hostile values (and sometimes one more)
    ...(declaredQuery ? [{ weight: 6, arbitrary: searchOf(fc.dictionary(fc.constantFrom(...declared, ...QUERY_KEYS.slice(0, 1)), fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 })), { maxKeys: declared.length + 1 })) }] : []),
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: searchOf(fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 })), { maxKeys: 4 })) },
    { weight: 1, arbitrary: fc.constantFrom('?q=%zz', '?page=%', '?search[$ne]=1', '?limit=1&limit=2', '?__proto__[x]=1') },
  );
  // the route's body(...) input type, read from the schema: right-shaped values with hostile ones at any position
  const bodyType = route.input?.from === 'body' ? graphqlTwin(route.input.type) : undefined;
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const json = (text: string, label: string) => ({ body: text, type: 'application/json', label });
  const body = withBody
    ? fc.oneof(
        ...(bodyType ? [{ weight: 12, arbitrary: inputValue(new GraphQLNonNull(bodyType)).map((value) => json(jsonOf(value), `${bodyType.name} with hostile values`)) }] : []),
        { weight: 1, arbitrary: fc.constant({ body: undefined as string | FormData | undefined, type: undefined as string | undefined, label: 'no body' }) },
        { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => json(text, 'malformed JSON')) },
        { weight: 2, arbitrary: hostileValue.map((value) => json(jsonOf(value), 'hostile JSON value')) },
        // a declared field (or the whole body) nested thousands of levels deep
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...(declared.length ? declared : BODY_KEYS)), deepJsonText, fc.boolean()).map(([key, deep, whole]) => json(whole ? deep : `{${JSON.stringify(key)}:${deep}}`, 'deeply nested body')) },
        { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...BODY_KEYS), hostileValue, { minKeys: 1, maxKeys: 6 }).map((value) => json(jsonOf(value), 'object of hostile fields')) },
        { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS).map((text) => ({ body: text, type: 'text/plain', label: 'text body' })) },
        { weight: 1, arbitrary: multipartJunk.map((form) => ({ body: form as string | FormData | undefined, type: undefined, label: 'multipart junk' })) },
      )
    : fc.constant({ body: undefined as string | FormData | undefined, type: undefined as string | undefined, label: 'no body' });
  const arbitrary = fc.record({
    identity: fc.constantFrom<Identity>('anonymous', 'traveller', 'admin', 'forged'),
    segments: fc.array(segment, { minLength: params.length, maxLength: params.length }),
    query,
    body,
  });
  return sampleOf(arbitrary, operationSeed(`${route.method} ${route.path}`), CASES_PER_OPERATION).map(({ identity, segments, query: search, body: payload }) => {
    let index = 0;
    const path = `/api${route.path.replace(/:(\w+)/g, () => segments[index++])}${search}`;
    return {
      identity,
      method: route.method,
      path,
      headers: (payload.type ? { 'content-type': payload.type } : {}) as Record<string, string>,
      body: payload.body,
      label: `${identity} ${route.method} ${preview(path)} [${payload.label}] ${preview(payload.body)}`,
    };
  });
}

/** Every input field name in the schema: REST bodies use the same names as the GraphQL inputs. */
let BODY_KEYS: string[] = [];
/** The served schema, read once the server is up. */
let SCHEMA: GraphQLSchema | undefined;

/** The GraphQL input type type-graphql made from a route's input class, if it has one. */
function graphqlTwin(type: Function): GraphQLInputObjectType | undefined {
  const name = getMetadataStorage().inputTypes.find((metadata) => metadata.target === type)?.name;
  const found = name ? SCHEMA?.getType(name) : undefined;
  return isInputObjectType(found) ? found : undefined;
}

/** The fields a (query string) input class checks, from its class-validator rules. */
function inputFields(type: Function): string[] {
  return [...new Set(getValidatorMetadata().getTargetValidationMetadatas(type, '', true, false).map((rule) => rule.propertyName))];
}

function searchOf(entries: fc.Arbitrary<Record<string, string | string[]>>): fc.Arbitrary<string> {
  return entries.map((values) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) for (const one of [value].flat()) search.append(key, one);
    return search.size ? `?${search}` : '';
  });
}

/** A selection of the field's leaves two levels down, so resolvers of nested fields run too. */
function selectionOf(type: GraphQLObjectType, depth: number): string {
  const fields = Object.values(type.getFields()).filter((field) => field.args.every((arg) => !String(arg.type).endsWith('!')));
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type))).map((field) => field.name);
  const nested =
    depth < 2
      ? fields.flatMap((field) => {
          const named = getNamedType(field.type);
          return isObjectType(named) ? [`${field.name} ${selectionOf(named, depth + 1)}`] : [];
        })
      : [];
  return `{ __typename ${[...leaves, ...nested].join(' ')} }`;
}

/** The operation's document: every argument a variable, or the first one written inline as a string literal. */
function graphqlDocument(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, inline?: string): string {
  const variableArgs = inline === undefined ? field.args : field.args.slice(1);
  const declarations = variableArgs.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg, i) => `${arg.name}: ${inline !== undefined && i === 0 ? inline : `$${arg.name}`}`);
  const call = field.args.length ? `(${passed.join(', ')})` : '';
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? ` ${selectionOf(named, 0)}` : '';
  return `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${call}${selection} }`;
}

function graphqlCases(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): FuzzCase[] {
  const document = graphqlDocument(kind, field);
  const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type)])) as Record<string, fc.Arbitrary<unknown>>);
  const json = (text: string, label: string) => ({ body: text as string | FormData, method: 'POST', search: '', headers: { 'content-type': 'application/json' } as Record<string, string>, label });
  const request = fc.oneof(
    { weight: 12, arbitrary: variables.map((values) => json(jsonOf({ query: document, variables: values }), 'hostile variables')) },
    { weight: 1, arbitrary: hostileValue.map((values) => json(jsonOf({ query: document, variables: values }), 'variables not an object')) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...field.args.map((arg) => arg.name), 'a'), deepJsonText).map(([name, deep]) => json(`{"query":${JSON.stringify(document)},"variables":{${JSON.stringify(name)}:${deep}}}`, 'variables nested deeply')),
    },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => json(text, 'malformed JSON')) },
    { weight: 1, arbitrary: hostileValue.map((value) => json(jsonOf({ query: value }), 'query not a document')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...NASTY_STRINGS).map((text) => json(jsonOf({ query: graphqlDocument(kind, field, field.args.length ? JSON.stringify(text) : undefined), variables: {} }), 'hostile literal in the document')),
    },
    { weight: 1, arbitrary: fc.constant({ body: undefined as string | FormData | undefined, method: 'GET', search: `?query=${encodeURIComponent(document)}`, headers: {}, label: 'GET without preflight' }) },
    {
      weight: 1,
      arbitrary: multipartJunk.map((form) => ({ body: form as string | FormData | undefined, method: 'POST', search: '', headers: { 'apollo-require-preflight': 'true' } as Record<string, string>, label: 'multipart junk' })),
    },
  );
  const arbitrary = fc.record({ identity: fc.constantFrom<Identity>('anonymous', 'traveller', 'admin', 'forged'), request });
  return sampleOf(arbitrary, operationSeed(`${kind} ${field.name}`), CASES_PER_OPERATION).map(({ identity, request: r }) => ({
    identity,
    method: r.method,
    path: `/graphql${r.search}`,
    headers: r.headers,
    body: r.body,
    label: `${identity} ${field.name} [${r.label}] ${preview(r.body)}`,
  }));
}

/** The embedded database by default (the suite's budget in `npm test`); FUZZ_DATABASE=postgres runs it on PostgreSQL. */
const DATABASE: DatabaseKind = process.env.FUZZ_DATABASE === 'postgres' ? 'postgres' : 'embedded';

describe(`fuzzing every REST path and GraphQL operation (${DATABASE} database)`, () => {
  let server: TestServer;
  let schema: GraphQLSchema;
  const tokens: Record<Identity, string | undefined> = { anonymous: undefined, traveller: undefined, admin: undefined, forged: 'eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' };
  let fixture: Fixture;
  const counts: Array<[string, number, number]> = [];

  /** A request the server never answers is a failure too (a hang holds a connection forever). */
  async function answerOrHang<T>(answer: Promise<T>): Promise<T | undefined> {
    let timer: number | NodeJS.Timeout | undefined;
    const hang = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ANSWER_WITHIN_MS)));
    return Promise.race([answer, hang]).finally(() => clearTimeout(timer));
  }

  /** Every request goes into the app in-process (support/in-process.ts), through all of its middleware. */
  const call = (request: InjectedRequest) => injectInto(server.odyssey.app, request);

  async function send(fuzz: FuzzCase): Promise<Outcome> {
    const token = tokens[fuzz.identity];
    const headers: Record<string, string> = { ...fuzz.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await answerOrHang(call({ method: fuzz.method, path: fuzz.path, headers, body: fuzz.body }));
    if (!response) return { status: 0, text: `no answer within ${ANSWER_WITHIN_MS} ms`, rejected: true, internalError: false, maintenance: false };
    const text = response.text;
    let parsed: { errors?: Array<{ extensions?: { code?: string } }>; errorCode?: string } | undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const errors = fuzz.path.startsWith('/graphql') ? (parsed?.errors ?? []) : [];
    const codes = errors.map((error) => error.extensions?.code);
    return {
      status: response.status,
      text,
      rejected: response.status >= 400 || errors.length > 0,
      internalError: codes.includes('INTERNAL_SERVER_ERROR'),
      maintenance: response.status === 503 && (parsed?.errorCode === 'maintenance' || codes.includes('MAINTENANCE')),
    };
  }

  /** One fingerprint per table: the md5 of its rows, in a stable order. */
  async function checksums(): Promise<Map<string, string>> {
    const ds = server.odyssey.dataSource;
    const tables: Array<{ name: string }> = await ds.query(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`);
    const sql = tables.map(({ name }, i) => `SELECT ${i} AS i, (SELECT md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) FROM "${name}" t) AS sum`).join(' UNION ALL ');
    const rows: Array<{ i: number; sum: string }> = await ds.query(sql);
    return new Map(rows.map((row) => [tables[Number(row.i)].name, row.sum]));
  }

  async function keepMaintenanceOff(): Promise<void> {
    const settings = await server.odyssey.services.settings.get();
    if (!settings.maintenanceMode) return;
    const reply = await call({ method: 'PATCH', path: '/api/admin/settings', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` }, body: JSON.stringify({ maintenanceMode: false }) });
    expect(reply.status).toBe(200);
  }

  /**
   * The next transaction id the database will hand out. PostgreSQL (and PGlite, which is
   * PostgreSQL) gives a transaction an id only when it writes, so an unchanged mark proves
   * that nothing was written, and the per-table checksums are only needed when it moved.
   */
  async function writeMark(): Promise<string> {
    const [row] = (await server.odyssey.dataSource.query('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark')) as Array<{ mark: string }>;
    return row.mark;
  }

  /** Runs one operation's cases; returns every broken promise as a readable line. */
  async function fuzz(operation: string, cases: FuzzCase[]): Promise<string[]> {
    const failures: string[] = [];
    const started = Date.now();
    let before = await checksums();
    let mark = await writeMark();
    for (let start = 0; start < cases.length; start += BATCH) {
      const batch = cases.slice(start, start + BATCH);
      const outcomes = await Promise.all(batch.map((one) => send(one)));
      outcomes.forEach((outcome, i) => {
        const label = `${operation}: ${batch[i].label}`;
        if (outcome.status === 0) failures.push(`${label} → ${outcome.text}`);
        else if (outcome.status >= 500 && !outcome.maintenance) failures.push(`${label} → ${outcome.status} ${outcome.text.slice(0, 200)}`);
        else if (outcome.internalError) failures.push(`${label} → INTERNAL_SERVER_ERROR ${outcome.text.slice(0, 200)}`);
        if (LEAK.test(outcome.text)) failures.push(`${label} → leaks internals: ${outcome.text.slice(0, 300)}`);
      });
      await keepMaintenanceOff();
      const nextMark = await writeMark();
      if (nextMark === mark) continue;
      mark = nextMark;
      const after = await checksums();
      if (outcomes.every((outcome) => outcome.rejected)) {
        const changed = [...after].filter(([table, sum]) => before.get(table) !== sum && !TABLES_ALLOWED_TO_CHANGE.has(table)).map(([table]) => table);
        if (changed.length) failures.push(`${operation}: a batch of refused requests changed ${changed.join(', ')}: ${batch.map((one) => one.label).join(' | ')}`);
      }
      before = after;
    }
    const health = await call({ method: 'GET', path: '/api/health' });
    if (health.status !== 200) failures.push(`${operation}: the health check answered ${health.status} afterwards`);
    counts.push([operation, cases.length, Date.now() - started]);
    return failures;
  }

  async function login(email: string, password: string): Promise<string> {
    const reply = await call({ method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect(reply.status).toBe(200);
    return reply.json<{ token: string }>().token;
  }

  beforeAll(async () => {
    server = await startTestServer(DATABASE, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, // FUZZ_LOG_LEVEL=error shows the server's side of a failing case
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' });
    schema = await buildAppSchema();
    SCHEMA = schema;
    console.log(`fuzz: ${CASES_PER_OPERATION} cases per operation, seed ${RUN_SEED} (${REPLAY})`);
    BODY_KEYS = [...new Set(Object.values(schema.getTypeMap()).flatMap((type) => (isInputObjectType(type) && !type.name.startsWith('__') ? Object.keys(type.getFields()) : [])))];
    const register = await call({
      method: 'POST',
      path: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'traveller@example.com', username: 'traveller', password: PASSWORD, confirmPassword: PASSWORD }),
    });
    expect(register.status).toBe(201);
    tokens.traveller = await login('traveller@example.com', PASSWORD);
    tokens.admin = await login(ADMIN.email, ADMIN.password);
    const profile = (await call({ method: 'GET', path: '/api/user/profile', headers: { authorization: `Bearer ${tokens.traveller}` } })).json<{ id: number }>();
    const trip = await call({
      method: 'POST',
      path: '/api/trips/generate',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.traveller}` },
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-03' }),
    });
    expect(trip.status).toBe(201);
    fixture = { tripUuid: trip.json<{ uuid: string }>().uuid, travellerId: profile.id };
  }, 120_000);

  afterAll(async () => {
    const total = counts.reduce((sum, [, n]) => sum + n, 0);
    console.log(`fuzz cases per operation:\n${counts.map(([operation, n, ms]) => `  ${String(n).padStart(4)}  ${operation} (${ms} ms)`).join('\n')}\nfuzz total: ${total} cases over ${counts.length} operations, seed ${RUN_SEED}`);
    await server.stop();
  });

  test(`every REST path under /api survives ${CASES_PER_OPERATION} hostile requests`, async () => {
    const routes = restRoutes(apiRouter(server.odyssey.services).stack);
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) failures.push(...(await fuzz(`REST ${route.method} ${route.path}`, restCases(route, fixture))));
    if (failures.length) console.error(`fuzz failures with seed ${RUN_SEED}: ${REPLAY}`);
    expect(failures).toEqual([]);
  }, FUZZ_TIMEOUT_MS);

  test(`every GraphQL query and mutation survives ${CASES_PER_OPERATION} hostile requests`, async () => {
    const operations = (['query', 'mutation'] as const).flatMap((kind) => {
      const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      return Object.values(root!.getFields()).map((field) => ({ kind, field }));
    });
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { kind, field } of operations) failures.push(...(await fuzz(`GraphQL ${kind} ${field.name}`, graphqlCases(kind, field))));
    if (failures.length) console.error(`fuzz failures with seed ${RUN_SEED}: ${REPLAY}`);
    expect(failures).toEqual([]);
  }, FUZZ_TIMEOUT_MS);
});
