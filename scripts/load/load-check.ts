/**
 * After a load run: is every acknowledged write there, on every instance? Each wallet write
 * answered 201 must be in its trip's wallet with its title; each uploaded document must come
 * back byte for byte; each trip whose generation answered 201 must be readable over REST and
 * GraphQL. Returns what it checked and every problem found (none, when all is well).
 */
import type { AcknowledgedTrip, AcknowledgedWalletWrite, LoadFixture } from './load-mix.js';

export interface LoadCheck {
  walletItemsChecked: number;
  documentsChecked: number;
  tripsChecked: number;
  problems: string[];
}

/** Runs `work` over `items`, `width` at a time (enough to be quick, few enough not to be a load test of its own). */
async function eachLimited<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

export async function checkAcknowledgedWrites(urls: string[], fixture: LoadFixture, writes: AcknowledgedWalletWrite[], trips: AcknowledgedTrip[]): Promise<LoadCheck> {
  const check: LoadCheck = { walletItemsChecked: 0, documentsChecked: 0, tripsChecked: 0, problems: [] };
  const problem = (text: string) => {
    if (check.problems.length < 50) check.problems.push(text);
  };
  const ids = new Set<number>();
  for (const write of writes) {
    if (ids.has(write.id)) problem(`wallet item ${write.id} was acknowledged twice`);
    ids.add(write.id);
  }

  for (const url of urls) {
    for (const tripUuid of fixture.tripUuids) {
      // The wallet is private: read it as the browser that planned the trips.
      const response = await fetch(`${url}/api/trips/${tripUuid}/wallet`, { headers: { cookie: fixture.ownerCookie } });
      if (response.status !== 200) {
        problem(`${url}: the wallet of ${tripUuid} answered ${response.status}`);
        continue;
      }
      const stored = new Map(((await response.json()) as Array<{ id: number; title: string }>).map((item) => [item.id, item.title]));
      for (const write of writes.filter((w) => w.tripUuid === tripUuid)) {
        check.walletItemsChecked++;
        if (stored.get(write.id) !== write.title) problem(`${url}: acknowledged wallet item ${write.id} "${write.title}" is ${stored.has(write.id) ? `titled "${stored.get(write.id)}"` : 'missing'}`);
      }
    }
    await eachLimited(
      writes.filter((write) => write.document !== undefined),
      8,
      async (write) => {
        check.documentsChecked++;
        const response = await fetch(`${url}/api/trips/${write.tripUuid}/wallet/${write.id}/file`, { headers: { cookie: fixture.ownerCookie } });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200 || !body.equals(Buffer.from(write.document!))) problem(`${url}: the document of wallet item ${write.id} answered ${response.status} with ${body.length} bytes, not the ${Buffer.byteLength(write.document!)} uploaded`);
      },
    );
    await eachLimited(trips, 8, async (trip) => {
      check.tripsChecked++;
      const rest = await fetch(`${url}/api/trips/uuid/${trip.uuid}`);
      const restBody = (await rest.json()) as { destination?: string; itinerary?: unknown[] };
      if (rest.status !== 200 || restBody.destination !== trip.destination || !restBody.itinerary?.length) problem(`${url}: generated trip ${trip.uuid} (${trip.destination}) reads as ${rest.status} ${JSON.stringify(restBody).slice(0, 120)}`);
      const graphql = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query($uuid: String!) { trip(uuid: $uuid) { uuid destination itinerary { day } } }', variables: { uuid: trip.uuid } }),
      });
      const graphqlBody = (await graphql.json()) as { data?: { trip?: { destination: string; itinerary: unknown[] } }; errors?: unknown[] };
      if (graphql.status !== 200 || graphqlBody.errors || graphqlBody.data?.trip?.destination !== trip.destination || !graphqlBody.data.trip.itinerary.length) {
        problem(`${url}: generated trip ${trip.uuid} reads over GraphQL as ${graphql.status} ${JSON.stringify(graphqlBody).slice(0, 120)}`);
      }
    });
  }
  return check;
}

/**
 * The bucket after a run on S3 storage: every acknowledged document is there byte for byte,
 * and the bucket holds exactly the documents the rows name (no row without its object, no
 * object left behind without a row). `rows` are the wallet rows that name a file.
 */
export function checkBucket(objects: Map<string, { body: Buffer }>, keyPrefix: string, rows: Array<{ id: number; fileKey: string }>, writes: AcknowledgedWalletWrite[]): string[] {
  const problems: string[] = [];
  const keyOf = new Map(rows.map((row) => [row.id, `${keyPrefix}${row.fileKey}`]));
  for (const write of writes.filter((w) => w.document !== undefined)) {
    const key = keyOf.get(write.id);
    const body = key === undefined ? undefined : objects.get(key)?.body;
    if (!body?.equals(Buffer.from(write.document!))) problems.push(`acknowledged document of wallet item ${write.id} is ${key === undefined ? 'named by no row' : body === undefined ? `missing from the bucket (${key})` : 'different in the bucket'}`);
  }
  const named = new Set(keyOf.values());
  const stray = [...objects.keys()].filter((key) => !named.has(key));
  const missing = [...named].filter((key) => !objects.has(key));
  if (stray.length > 0) problems.push(`${stray.length} objects in the bucket belong to no row, e.g. ${stray[0]}`);
  if (missing.length > 0) problems.push(`${missing.length} rows name an object the bucket does not hold, e.g. ${missing[0]}`);
  return problems.slice(0, 50);
}
