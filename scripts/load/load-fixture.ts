/**
 * The data a load run works on, made over HTTP the way a traveller makes it: one browser
 * generates a few trips (and so may edit their wallets), then every instance is warmed up.
 */
import type { LoadFixture } from './load-mix.js';

const FIXTURE_TRIPS = [
  { destination: 'Lisbon', country: 'Portugal', preferences: { duration: '5 days', activities: ['Food Tours', 'Sightseeing'] } },
  { destination: 'Kyoto', country: 'Japan', preferences: { duration: '4 days', activities: ['Museums', 'Historic Sites'] } },
  { destination: 'Rome', country: 'Italy', preferences: { duration: '3 days', activities: ['Historic Sites'] } },
  { destination: 'Paris', country: 'France', preferences: { duration: '6 days', activities: ['Museums', 'Local Markets'] } },
];

export async function prepareFixture(url: string): Promise<LoadFixture> {
  let ownerCookie = '';
  const tripUuids: string[] = [];
  for (const request of FIXTURE_TRIPS) {
    const response = await fetch(`${url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ownerCookie ? { cookie: ownerCookie } : {}) },
      body: JSON.stringify(request),
    });
    if (response.status !== 201) throw new Error(`generating the ${request.destination} fixture trip answered ${response.status}: ${await response.text()}`);
    ownerCookie ||= (response.headers.get('set-cookie') ?? '').split(';')[0];
    tripUuids.push(((await response.json()) as { uuid: string }).uuid);
  }
  if (!ownerCookie.startsWith('odyssey_browser=')) throw new Error(`the first generation set no browser cookie (got "${ownerCookie}")`);
  return { tripUuids, ownerCookie };
}

/** A few requests of each kind, so the first measured second is not an instance's first-ever request. */
export async function warmUp(urls: string[], fixture: LoadFixture): Promise<void> {
  for (const url of urls) {
    const generated = await fetch(`${url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(FIXTURE_TRIPS[0]) });
    if (generated.status !== 201) throw new Error(`warming up ${url}: generation answered ${generated.status}`);
    await generated.arrayBuffer();
    for (const prefix of ['pa', 'lis', 'kyo']) await fetch(`${url}/api/destinations/suggest?q=${prefix}`).then((r) => r.arrayBuffer());
    for (const uuid of fixture.tripUuids) {
      await fetch(`${url}/api/trips/uuid/${uuid}`).then((r) => r.arrayBuffer());
      await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query($u: String!) { trip(uuid: $u) { uuid } }', variables: { u: uuid } }) }).then((r) => r.arrayBuffer());
    }
  }
}
