/**
 * The load mix of issue 11, driven by autocannon against one or more running instances: trip
 * reads over REST and over GraphQL, destination autocomplete, wallet writes (JSON items and PDF
 * uploads) and, at a lower rate, trip generation. Each kind is an autocannon instance of its
 * own, all running at once, so each kind's throughput and latency are reported separately.
 * Every run is bounded in time and in count (per connection), and stops by itself: the
 * benchmark runs for a time, the tests for a count (so every kind gets its answers however
 * slow the machine), each with the other as a backstop.
 *
 * Connections are spread evenly over the instances given (autocannon assigns connection i to
 * url i mod n). Every 2xx answer's body is checked too: a GraphQL answer with errors, or a read
 * of the wrong trip, counts as a bad answer. Every acknowledged write (a 201) is recorded, so
 * the caller can prove afterwards that none was lost.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';

export const LOAD_KINDS = ['trip read (REST)', 'trip read (GraphQL)', 'autocomplete', 'wallet write', 'generation'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** What the mix reads and writes: trips generated beforehand by one browser, which may edit them. */
export interface LoadFixture {
  tripUuids: string[];
  /** the generating browser's signed cookie (`odyssey_browser=...`): it may change the trips' wallets */
  ownerCookie: string;
}

export interface LoadPlan {
  /** base URLs of the instances (http://127.0.0.1:port) */
  urls: string[];
  fixture: LoadFixture;
  /** all connections of the run, generation's included */
  connections: number;
  /** each connection stops after this long... */
  seconds: number;
  /** ...or once it has had this many answers, whichever comes first */
  requestsPerConnection: number;
  /** a request unanswered after this long counts as a timeout (an error) */
  timeoutSeconds: number;
  /** the kinds to run together: the whole mix, or one alone (the GraphQL/REST comparison) */
  kinds: readonly LoadKind[];
  /** written into every wallet title, so one run's writes are told apart from another's */
  tag: string;
}

export interface KindFigures {
  kind: LoadKind;
  connections: number;
  /** answered requests */
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** connection errors, timeouts included */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 2xx answers whose body was wrong (GraphQL errors, another trip, no suggestions...) */
  badBodies: number;
  /** the first few wrong answers (non-2xx or bad body), to say what went wrong */
  wrongAnswers: string[];
  statusCounts: Record<string, number>;
}

export interface AcknowledgedWalletWrite {
  tripUuid: string;
  id: number;
  title: string;
  /** the uploaded document (its text, sent as UTF-8), for uploads */
  document?: string;
}

export interface AcknowledgedTrip {
  uuid: string;
  destination: string;
}

export interface LoadResult {
  kinds: KindFigures[];
  walletWrites: AcknowledgedWalletWrite[];
  generatedTrips: AcknowledgedTrip[];
}

/** Share of the non-generation connections each kind gets in the mix. */
const MIX_WEIGHTS: Partial<Record<LoadKind, number>> = { 'trip read (REST)': 0.3, 'trip read (GraphQL)': 0.3, autocomplete: 0.25, 'wallet write': 0.15 };
/**
 * Generation is the offline planner: tens of milliseconds of CPU per trip on this machine, where
 * a read costs well under one. Travellers generate a trip now and then and read it many times,
 * so generation runs on a few connections at a capped overall rate.
 */
export const GENERATION_RATE_PER_SECOND = 2;
const GENERATION_CONNECTIONS = 2;

const PREFIXES = ['pa', 'lis', 'new y', 'kyo', 'rom', 'ber', 'barc', 'sao', 'mex', 'ams', 'pra', 'vie', 'ist', 'bang', 'syd', 'cape'];
const DESTINATIONS = [
  { destination: 'Rome', country: 'Italy' },
  { destination: 'Lisbon', country: 'Portugal' },
  { destination: 'Kyoto', country: 'Japan' },
  { destination: 'Paris', country: 'France' },
];

/** How many connections each kind gets: generation a few, the rest by weight, at least one per instance. */
export function connectionsByKind(kinds: readonly LoadKind[], total: number, instances: number): Map<LoadKind, number> {
  const split = new Map<LoadKind, number>();
  const generation = kinds.includes('generation') ? Math.max(GENERATION_CONNECTIONS, instances) : 0;
  if (generation) split.set('generation', generation);
  const weighted = kinds.filter((kind) => kind !== 'generation');
  const weightSum = weighted.reduce((sum, kind) => sum + (MIX_WEIGHTS[kind] ?? 0), 0);
  let left = total - generation;
  for (const kind of weighted) {
    const share = Math.max(instances, Math.floor(((total - generation) * (MIX_WEIGHTS[kind] ?? 0)) / weightSum));
    split.set(kind, share);
    left -= share;
  }
  // What rounding left over goes to the trip reads, the bulk of real traffic.
  const readKinds = weighted.filter((kind) => kind.startsWith('trip read'));
  for (let i = 0; left > 0; i++, left--) {
    const kind = readKinds.length > 0 ? readKinds[i % readKinds.length] : weighted[i % weighted.length];
    split.set(kind, (split.get(kind) ?? 0) + 1);
  }
  return split;
}

/** Every field of Trip, nested objects included: the same data the REST read returns. */
export function fullTripQuery(): string {
  const schema = buildSchema(readFileSync(path.resolve(__dirname, '..', '..', 'schema.graphql'), 'utf8'));
  const selection = (type: GraphQLObjectType): string =>
    Object.values(type.getFields())
      .filter((field) => field.args.length === 0)
      .map((field) => {
        const named = getNamedType(field.type);
        return isObjectType(named) ? `${field.name} { ${selection(named)} }` : field.name;
      })
      .join(' ');
  return `query LoadTrip($uuid: String!) { trip(uuid: $uuid) { ${selection(schema.getType('Trip') as GraphQLObjectType)} } }`;
}

const pdfOf = (title: string) => `%PDF-1.4\n% ${title}\n%%EOF\n`;

/** A multipart body as a browser's form sends it: the item's fields as JSON in "data", the document in "file". */
function multipartBody(boundary: string, data: object, fileName: string, content: string): string {
  return [
    `--${boundary}`,
    'Content-Disposition: form-data; name="data"',
    '',
    JSON.stringify(data),
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    'Content-Type: application/pdf',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

type Request = autocannon.Request;

interface KindRequests {
  requests: Request[];
  /** a cap on the overall request rate, for generation */
  overallRate?: number;
}

/** The requests of each kind, with the checks of their answers and the recording of acknowledged writes. */
interface Tally {
  badBodies: number;
  wrongAnswers: string[];
}
const WRONG_ANSWERS_KEPT = 3;
const keepWrongAnswer = (tally: Tally, status: number, body: string) => {
  if (tally.wrongAnswers.length < WRONG_ANSWERS_KEPT) tally.wrongAnswers.push(`${status} ${body.slice(0, 300)}`);
};

function requestsOf(kind: LoadKind, plan: LoadPlan, tally: Tally, result: LoadResult): KindRequests {
  const bad = (status: number, body: string) => {
    tally.badBodies++;
    keepWrongAnswer(tally, status, body);
  };
  const { tripUuids, ownerCookie } = plan.fixture;
  switch (kind) {
    case 'trip read (REST)':
      return {
        requests: tripUuids.map((uuid) => ({
          method: 'GET',
          path: `/api/trips/uuid/${uuid}`,
          onResponse: (status, body) => {
            if (status === 200 && !body.includes(`"uuid":"${uuid}"`)) bad(status, body);
          },
        })),
      };
    case 'trip read (GraphQL)': {
      const query = fullTripQuery();
      return {
        requests: tripUuids.map((uuid) => ({
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { uuid } }),
          // `"errors":[` cannot occur inside a JSON string (its quotes would be escaped): only as the answer's errors.
          onResponse: (status, body) => {
            if (status === 200 && (body.includes('"errors":[') || !body.includes(`"uuid":"${uuid}"`))) bad(status, body);
          },
        })),
      };
    }
    case 'autocomplete':
      return {
        requests: PREFIXES.map((prefix) => ({
          method: 'GET',
          path: `/api/destinations/suggest?q=${encodeURIComponent(prefix)}`,
          onResponse: (status, body) => {
            if (status === 200 && !body.includes('"suggestions":[{')) bad(status, body);
          },
        })),
      };
    case 'wallet write': {
      let written = 0;
      const next = () => {
        written++;
        return { tripUuid: tripUuids[written % tripUuids.length], title: `load ${plan.tag} #${written}` };
      };
      const record = (document: boolean) => (status: number, body: string) => {
        if (status !== 201) return;
        try {
          const item = JSON.parse(body) as { id: number; tripUuid: string; title: string; fileName?: string | null };
          if (typeof item.id !== 'number' || !item.title.startsWith(`load ${plan.tag} #`) || (document && item.fileName !== 'ticket.pdf')) return bad(status, body);
          result.walletWrites.push({ tripUuid: item.tripUuid, id: item.id, title: item.title, ...(document ? { document: pdfOf(item.title) } : {}) });
        } catch {
          bad(status, body);
        }
      };
      // Never in a body: the titles are "load <tag> #n", the documents PDF text.
      const boundary = '----odyssey-load-boundary-5c9e2f';
      return {
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const { tripUuid, title } = next();
              return { ...request, path: `/api/trips/${tripUuid}/wallet`, headers: { ...request.headers, cookie: ownerCookie, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'reservation', title, reference: 'LOAD-1' }) };
            },
            onResponse: record(false),
          },
          {
            method: 'POST',
            setupRequest: (request) => {
              const { tripUuid, title } = next();
              const body = multipartBody(boundary, { type: 'document', title }, 'ticket.pdf', pdfOf(title));
              return { ...request, path: `/api/trips/${tripUuid}/wallet/upload`, headers: { ...request.headers, cookie: ownerCookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
            },
            onResponse: record(true),
          },
        ],
      };
    }
    case 'generation':
      return {
        overallRate: GENERATION_RATE_PER_SECOND,
        requests: DESTINATIONS.map((request) => ({
          method: 'POST',
          path: '/api/trips/generate',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...request, preferences: { duration: '3 days', activities: ['Sightseeing'] } }),
          onResponse: (status, body) => {
            if (status !== 201) return;
            const uuid = /"uuid":"([0-9a-f-]{36})"/.exec(body)?.[1];
            if (!uuid || !body.includes(`"destination":"${request.destination}"`)) return bad(status, body);
            result.generatedTrips.push({ uuid, destination: request.destination });
          },
        })),
      };
  }
}

/** Runs the plan's kinds together against its instances; resolves when every kind has stopped. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const result: LoadResult = { kinds: [], walletWrites: [], generatedTrips: [] };
  const tallies = new Map<LoadKind, Tally>(plan.kinds.map((kind) => [kind, { badBodies: 0, wrongAnswers: [] }]));
  const split = connectionsByKind(plan.kinds, plan.connections, plan.urls.length);
  const runs = plan.kinds.map(async (kind) => {
    const tally = tallies.get(kind)!;
    const { requests: checked, overallRate } = requestsOf(kind, plan, tally, result);
    // Every non-2xx answer is kept too (the first few), whatever the kind.
    const requests = checked.map(({ onResponse, ...request }) => ({
      ...request,
      onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => {
        if (status < 200 || status >= 300) keepWrongAnswer(tally, status, body);
        if (typeof onResponse === 'function') onResponse(status, body, context, headers);
      },
    }));
    const connections = split.get(kind) ?? 1;
    const figures = await autocannon({
      // autocannon takes several urls and spreads the connections over them; its typings say one.
      url: plan.urls as unknown as string,
      connections,
      duration: plan.seconds,
      maxConnectionRequests: plan.requestsPerConnection,
      overallRate,
      timeout: plan.timeoutSeconds,
      requests,
    });
    const requestsDone = figures['1xx'] + figures['2xx'] + figures['3xx'] + figures['4xx'] + figures['5xx'];
    const statusCounts = Object.fromEntries(Object.entries(figures.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]));
    return {
      kind,
      connections,
      requests: requestsDone,
      seconds: figures.duration,
      requestsPerSecond: requestsDone / figures.duration,
      p50Ms: figures.latency.p50,
      p99Ms: figures.latency.p99,
      errors: figures.errors,
      timeouts: figures.timeouts,
      non2xx: figures.non2xx,
      badBodies: tally.badBodies,
      wrongAnswers: tally.wrongAnswers,
      statusCounts,
    } satisfies KindFigures;
  });
  result.kinds = await Promise.all(runs);
  return result;
}

/** Throughput of GraphQL trip reads over REST trip reads, when a result has both. */
export function graphqlRestRatio(kinds: KindFigures[]): number | undefined {
  const rest = kinds.find((k) => k.kind === 'trip read (REST)');
  const graphql = kinds.find((k) => k.kind === 'trip read (GraphQL)');
  return rest && graphql && rest.requestsPerSecond > 0 ? graphql.requestsPerSecond / rest.requestsPerSecond : undefined;
}
