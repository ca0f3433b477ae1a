/**
 * A model that misbehaves, over HTTP with the OpenAI stand-in, and what reaches the stored
 * trip. Grounding a model's places in the OpenStreetMap place store: with the Liechtenstein
 * extract imported, a Vaduz trip (outside the offline guide) keeps only the places the store knows, at the store's positions, and says so; invented
 * sights, a hotel and a restaurant, a second spelling and a misplaced castle leave no trace in
 * the stored trip, which still passes every docs/quality.md check. A destination no source can
 * place is refused before the model is asked; too few real places end in an honest refusal, and so
 * does a model's own "I don't know this place" (knownWell false), without a repair round;
 * swapped coordinates, markup, links and NUL characters leave no trace. Inside the guide, a
 * model's day words with markup, links, times and opening claims are not used. Without any
 * source, a trip says its places are not verified. (Bad JSON, content given as parts, a slow
 * model and a provider's 400 are proven in ai-provider.test.ts and ai-generation.api.test.ts.)
 */
import { findCountryFacts } from '../src/modules/destinations/country-facts.js';
import { placeSources } from '../src/modules/ai/trip/place-sources.js';
import { readProposal } from '../src/modules/ai/trip/proposal-destination.js';
import { verifyPlaces } from '../src/modules/ai/trip/verify-places.js';
import { PlaceStore } from '../src/modules/place-store/index.js';
import { importPlaces } from '../src/modules/place-store/import-extract.js';
import { extract, LIECHTENSTEIN_EXTRACT } from './support/osm-extracts.js';
import { checkPlan, type TripToCheck } from '../src/modules/planner/index.js';
import { distanceKm } from '../src/modules/guide/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { startOpenAiStandIn, type OpenAiStandIn, type RecordedRequest } from './support/openai-stand-in.js';
import { usefulModel } from './support/useful-model.js';
import { INVENTED, MISPLACED, RESPELLED, vaduzProposal } from './support/vaduz-model.js';


interface Stop {
  title: string;
  type: string;
  location?: { lat: number; lng: number };
}

interface Stored extends TripToCheck {
  uuid: string;
  destinationOverview: TripToCheck['destinationOverview'] & { placeData?: { verified: boolean; source?: string; credit?: string } };
  accommodations: Array<{ name: string }>;
}

describe('a model that misbehaves, against the place store and the guide', () => {
  let standIn: OpenAiStandIn;
  let server: TestServer;
  let proposal: ReturnType<typeof vaduzProposal>;

  const answer = (request: RecordedRequest) => {
    if (request.response_format?.json_schema?.name !== 'destination_proposal') return usefulModel(request);
    const text = request.messages.find((message) => message.role === 'user')?.content ?? '';
    return /Destination: Vaduz\b/.test(text) ? { reply: proposal } : usefulModel(request);
  };

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    standIn.respond = answer;
    server = await startTestServer('postgres', { OPENAI_BASE_URL: standIn.baseUrl, OPENAI_API_KEY: 'test', AI_TIMEOUT_MS: '5000' });
    const liechtenstein = await extract(LIECHTENSTEIN_EXTRACT);
    await importPlaces(server.odyssey.dataSource, 'liechtenstein-2024-03-04.osm.pbf', liechtenstein);
    proposal = vaduzProposal(liechtenstein.places);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });
  beforeEach(() => {
    standIn.reset();
    standIn.respond = answer;
  });

  const generate = async (body: object) => {
    const response = await fetch(`${server.url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { uuid: string; error?: string; message?: string } };
  };

  test('Vaduz keeps only real places, at the store’s positions, and passes every check', async () => {
    const request = { destination: 'Vaduz', country: 'Liechtenstein', startDate: '2026-07-07', endDate: '2026-07-08', preferences: { travelStyle: [], accommodation: [], activities: ['Museums & Art', 'Historical Sites'], budgetLevel: 3, currency: 'CHF', duration: '2 days', travelers: '2' } };
    const { status, body } = await generate(request);
    expect(status).toBe(201);
    const stored = (await (await fetch(`${server.url}/api/trips/uuid/${body.uuid}`)).json()) as Stored;
    const text = JSON.stringify(stored);
    for (const invented of [...INVENTED.places, INVENTED.stay, INVENTED.meal, RESPELLED.spelling]) expect(text).not.toContain(invented);

    // Every stop with a position is a store place, at the store's position.
    const store = new PlaceStore(server.odyssey.dataSource);
    const stops = (stored as unknown as { itinerary: Array<{ activities: Stop[] }> }).itinerary.flatMap((day) => day.activities).filter((activity) => typeof activity.location?.lat === 'number' && activity.type !== 'meal');
    expect(stops.length).toBeGreaterThan(3);
    for (const stop of stops) {
      const [match] = await store.named(stop.title, { lat: stop.location!.lat, lng: stop.location!.lng }, 0.01);
      expect({ stop: stop.title, found: match?.name }).toEqual({ stop: stop.title, found: expect.any(String) });
    }
    const misplaced = stops.find((stop) => stop.title === MISPLACED);
    if (misplaced) expect(distanceKm(misplaced.location!, { lat: 47.0656, lng: 9.5005 })).toBeLessThan(0.1);
    expect(stops.filter((stop) => stop.title === RESPELLED.real).length).toBeLessThanOrEqual(1);
    expect(stored.destinationOverview.placeData).toEqual({ verified: true, source: 'OpenStreetMap', credit: '© OpenStreetMap contributors' });

    const liechtenstein = findCountryFacts('LI')!;
    // The checks read the destination as the pipeline built it: the proposal grounded in the store.
    const grounded = await verifyPlaces(proposal, placeSources({ store }));
    const destination = readProposal(grounded.proposal, { country: liechtenstein, distances: [], interests: [] }).destination!;
    const failed = checkPlan(stored, { request, destination, country: liechtenstein }).filter((check) => check.applied && !check.passed);
    expect(failed).toEqual([]);
  });

  test('when too few of the proposed places are real, the answer is an honest refusal that says why', async () => {
    const invented = { ...proposal, places: proposal.places.map((place, index) => ({ ...place, name: `Imaginary Sight Number ${index + 1}` })) };
    standIn.respond = (request) => (request.response_format?.json_schema?.name === 'destination_proposal' ? { reply: invented } : usefulModel(request));
    const { status, body } = await generate({ destination: 'Vaduz', country: 'Liechtenstein', preferences: { travelStyle: ['invented'], accommodation: [], activities: [], budgetLevel: 3, currency: 'CHF', duration: '2 days', travelers: '2' } });
    expect(status).toBe(422);
    expect(body.message).toMatch(/^We couldn't confirm enough real places in Vaduz: of the \d+ places our AI suggested, 0 were found on the map \(OpenStreetMap\)\. We don't build trips from places we can't confirm\./);
    // and the refused answer is not served again: the model is asked afresh next time
    standIn.reset();
    standIn.respond = (request) => (request.response_format?.json_schema?.name === 'destination_proposal' ? { reply: invented } : usefulModel(request));
    await generate({ destination: 'Vaduz', country: 'Liechtenstein', preferences: { travelStyle: ['invented'], accommodation: [], activities: [], budgetLevel: 3, currency: 'CHF', duration: '2 days', travelers: '2' } });
    expect(standIn.requests.some((request) => request.response_format?.json_schema?.name === 'destination_proposal')).toBe(true);
  });

  test('swapped coordinates, markup, links and NUL characters in a proposal leave no trace in the stored trip', async () => {
    const [first, second, ...rest] = proposal.places;
    const hostile = {
      ...proposal,
      overview: { ...proposal.overview, safetyTips: 'Verify your passport at https://phish.example/verify <script>steal()</script>', customs: 'Greet\u0000 people politely.' },
      places: [{ ...first, lat: first.lng, lng: first.lat }, { ...second, description: 'Open at 03:00 <a href="https://evil.example">book now</a> [here](http://evil.example)' }, ...rest],
    };
    standIn.respond = (request) => (request.response_format?.json_schema?.name === 'destination_proposal' ? { reply: hostile } : answer(request));
    const { status, body } = await generate({ destination: 'Vaduz', country: 'Liechtenstein', preferences: { travelStyle: ['hostile text'], accommodation: [], activities: ['Historical Sites'], budgetLevel: 2, currency: 'CHF', duration: '2 days', travelers: '2' } });
    expect(status).toBe(201);
    const stored = await (await fetch(`${server.url}/api/trips/uuid/${body.uuid}`)).text();
    expect(stored).not.toMatch(/<script|<a |https?:\/\/|phish\.example|evil\.example|\\u0000/);
    const trip = JSON.parse(stored) as { itinerary: Array<{ activities: Stop[] }> };
    const swapped = trip.itinerary.flatMap((day) => day.activities).find((activity) => activity.title === first.name);
    if (swapped) expect(distanceKm(swapped.location!, { lat: first.lat, lng: first.lng })).toBeLessThan(0.1);
  });

  test('a destination no source can place is refused before the model is asked, and nothing is cached', async () => {
    const cachedBefore = await server.odyssey.dataSource.query(`SELECT count(*)::int AS n FROM ai_responses`);
    const { status, body } = await generate({ destination: 'Qwxzyville', country: 'Atlantis', preferences: { travelStyle: [], accommodation: [], activities: [], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '2' } });
    expect(status).toBe(422);
    expect(body.message).toBe("We couldn't find Qwxzyville, Atlantis on any map we have, so we can't plan a trip there. Check the spelling, or choose a place from the suggestions as you type.");
    expect(standIn.requests).toEqual([]);
    const cached = await server.odyssey.dataSource.query(`SELECT count(*)::int AS n FROM ai_responses`);
    expect(cached[0].n).toBe(cachedBefore[0].n);
  });

  test('a model that honestly does not know the destination gets a refusal in the traveller’s words, is not pushed to guess, and nothing is cached', async () => {
    standIn.respond = (request) =>
      request.response_format?.json_schema?.name === 'destination_proposal' ? { reply: { ...proposal, knownWell: false, places: [], neighbourhoods: [], stays: [] } } : answer(request);
    const cachedBefore = await server.odyssey.dataSource.query(`SELECT count(*)::int AS n FROM ai_responses`);
    const { status, body } = await generate({ destination: 'Vaduz', country: 'Liechtenstein', preferences: { travelStyle: ['unknown to the model'], accommodation: [], activities: ['Museums & Art'], budgetLevel: 3, currency: 'CHF', duration: '2 days', travelers: '2' } });
    expect(status).toBe(422);
    expect(body.message).toBe("Our AI doesn't know Vaduz, Liechtenstein well enough to suggest real places there, and we won't make any up. Try a larger town nearby, or a destination from the suggestions as you type.");
    // One question, no repair round asking it to try harder.
    expect(standIn.requests.filter((request) => request.response_format?.json_schema?.name === 'destination_proposal')).toHaveLength(1);
    const cached = await server.odyssey.dataSource.query(`SELECT count(*)::int AS n FROM ai_responses`);
    expect(cached[0].n).toBe(cachedBefore[0].n);
  });

  test('inside the guide, a model’s hostile day words (markup, a phishing link, a stop from another city at 03:00) never reach the trip', async () => {
    standIn.respond = (request) =>
      request.response_format?.json_schema?.name === 'day_writing'
        ? { reply: { days: [1, 2].map((day) => ({ day, title: '<script>x()</script>Louvre at 03:00', description: 'Open on Tuesdays. Verify your passport at https://phish.example/verify' })) } }
        : answer(request);
    const { status, body } = await generate({ destination: 'Lisbon', country: 'Portugal', preferences: { travelStyle: ['hostile words'], accommodation: [], activities: ['Historical Sites'], budgetLevel: 3, currency: 'EUR', duration: '2 days', travelers: '2' } });
    expect(status).toBe(201);
    const stored = await (await fetch(`${server.url}/api/trips/uuid/${body.uuid}`)).text();
    expect(stored).not.toMatch(/<script|phish\.example|Louvre|03:00/);
  });

  test('inside the guide, day words that name another city’s landmarks, with no time to give them away, are not used', async () => {
    standIn.respond = (request) =>
      request.response_format?.json_schema?.name === 'day_writing'
        ? { reply: { days: [1, 2].map((day) => ({ day, title: `Day ${day}: art and history`, description: 'A morning by the Eiffel Tower, then on to the Louvre for the afternoon.' })) } }
        : answer(request);
    const { status, body } = await generate({ destination: 'Lisbon', country: 'Portugal', preferences: { travelStyle: ['foreign landmarks'], accommodation: [], activities: ['Museums & Art'], budgetLevel: 3, currency: 'EUR', duration: '2 days', travelers: '2' } });
    expect(status).toBe(201);
    const stored = await (await fetch(`${server.url}/api/trips/uuid/${body.uuid}`)).text();
    expect(stored).not.toMatch(/Eiffel|Louvre/);
    // The model was told why, in its repair round.
    const repair = standIn.requests.filter((request) => request.response_format?.json_schema?.name === 'day_writing').flatMap((request) => request.messages.map((message) => message.content)).join('\n');
    expect(repair).toContain("Louvre Museum (Paris) is not in this trip's destination");
  });

  test('outside every imported area and with no other source, the trip says its places are not verified', async () => {
    const { status, body } = await generate({ destination: 'Coimbra', country: 'Portugal', preferences: { travelStyle: [], accommodation: [], activities: ['Food Tours'], budgetLevel: 3, currency: 'EUR', duration: '2 days', travelers: '2' } });
    expect(status).toBe(201);
    const stored = (await (await fetch(`${server.url}/api/trips/uuid/${body.uuid}`)).json()) as Stored;
    expect(stored.destinationOverview.placeData).toEqual({ verified: false });
  });
});
