/**
 * Trip generation with a model, over HTTP against the OpenAI stand-in: a destination outside
 * the guide (Coimbra) proposed by the model and planned by the planner, every provider failure
 * the catalogue names, the progress stream, cancellation, the answer cache, and docs/quality.md on
 * what was stored. A destination the guide covers never fails because of the model.
 */
import { AiResponse } from '../src/modules/ai/ai-response.entity.js';
import { AI_REFUSED_MESSAGE } from '../src/modules/ai/provider/provider-error.js';
import { ActivityLog } from '../src/modules/activity/activity-log.entity.js';
import type { DestinationProposal } from '../src/modules/ai/trip/destination-proposal.js';
import { readProposal } from '../src/modules/ai/trip/proposal-destination.js';
import { COIMBRA_PROPOSAL } from '../src/modules/ai/trip/__tests__/coimbra-proposal.fixture.js';
import { findCountryFacts } from '../src/modules/destinations/country-facts.js';
import { checkPlan, type TripToCheck } from '../src/modules/planner/index.js';
import { Trip } from '../src/modules/trips/trip.entity.js';
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';
import { startOpenAiStandIn, type OpenAiStandIn } from './support/openai-stand-in.js';
import { usefulModel } from './support/useful-model.js';

const PORTUGAL = findCountryFacts('PT')!;

/** A Coimbra request; `variant` makes it differ from every other test's, so the answer cache never joins two tests. */
const coimbra = (variant: string, extra: Record<string, unknown> = {}) => ({
  destination: 'Coimbra',
  country: 'Portugal',
  preferences: { travelStyle: [variant], accommodation: [], activities: ['Food Tours', 'Wine Tasting'], budgetLevel: 3, currency: 'USD', duration: '4 days', travelers: '2' },
  ...extra,
});

/** A generated trip, or an error in the REST error shape. */
interface GenerateBody {
  uuid: string;
  destination: string;
  itinerary: Array<{ title: string }>;
  destinationOverview: { currency: string };
  error?: string;
  message?: string;
}

async function generate(url: string, body: unknown) {
  const response = await fetch(`${url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as GenerateBody };
}

interface StreamEvent {
  event: string;
  data: { stage?: string; percent?: number; message?: string; uuid?: string; [field: string]: unknown };
}

function parseEvents(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine.slice('event: '.length), data: JSON.parse(dataLine.slice('data: '.length)) as StreamEvent['data'] };
    });
}

async function generateStream(url: string, body: unknown) {
  const response = await fetch(`${url}/api/trips/generate/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, contentType: response.headers.get('content-type'), events: parseEvents(await response.text()) };
}

const proposalRequests = (standIn: OpenAiStandIn) => standIn.requests.filter((request) => request.response_format?.json_schema?.name === 'destination_proposal');

describe.each(DATABASE_KINDS)('trip generation with a model on %s', (kind) => {
  let server: TestServer;
  let standIn: OpenAiStandIn;
  const tripCount = () => server.odyssey.dataSource.getRepository(Trip).count();

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    standIn.respond = usefulModel;
    // The time limit comes from the environment, as an operator sets it.
    server = await startTestServer(
      kind,
      { OPENAI_BASE_URL: standIn.baseUrl, OPENAI_API_KEY: 'test', AI_TIMEOUT_MS: '2000', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' },
      { ai: { retry: { baseDelayMs: 5 } } },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });
  beforeEach(() => {
    standIn.reset();
    standIn.respond = usefulModel;
  });

  test('Coimbra, outside the guide: the model proposes, the planner plans, and the stored trip passes every docs/quality.md check', async () => {
    const request = coimbra('quality', { startDate: '2026-06-01', endDate: '2026-06-05' });
    const { status, body } = await generate(server.url, request);
    expect(status).toBe(201);
    expect(body).toMatchObject({ destination: 'Coimbra', country: 'Portugal', startDate: '2026-06-01', endDate: '2026-06-05' });
    expect(standIn.requests.map((request) => request.response_format?.json_schema?.name)).toEqual(['destination_proposal', 'day_writing']);
    expect(standIn.requests[0].response_format?.json_schema?.strict).toBe(true);

    const stored = (await (await fetch(`${server.url}/api/trips/uuid/${body.uuid}`)).json()) as TripToCheck;
    const destination = readProposal(COIMBRA_PROPOSAL, { country: PORTUGAL, distances: [], interests: [] }).destination!;
    const checks = checkPlan(stored, { request, destination, country: PORTUGAL });
    expect(checks.filter((check) => check.applied && !check.passed)).toEqual([]);
    expect(checks.filter((check) => check.applied).length).toBe(16);
    expect(stored.itinerary[0].title).toMatch(/and more$/);
    expect(stored.destinationOverview).toMatchObject({ currency: 'EUR', languages: ['Portuguese'] });

    const log = await server.odyssey.dataSource.getRepository(ActivityLog).findOneByOrFail({ entityId: body.uuid });
    expect(log.details).toMatchObject({ destination: 'Coimbra', ai: 'destination proposal' });
  });

  test("the admin's OpenAI Model and Temperature settings are what the model is asked with", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'admin password' }) });
    const { token } = (await login.json()) as { token: string };
    const save = (settings: object) =>
      fetch(`${server.url}/api/admin/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(settings) });
    expect((await save({ openaiModel: 'gpt-3.5-turbo', openaiTemperature: 0.3 })).status).toBe(200);
    try {
      expect((await generate(server.url, coimbra('model setting'))).status).toBe(201);
      expect(standIn.requests.length).toBeGreaterThan(0);
      expect(standIn.requests.map(({ model, temperature }) => ({ model, temperature }))).toEqual(standIn.requests.map(() => ({ model: 'gpt-3.5-turbo', temperature: 0.3 })));
      standIn.reset();
      expect((await save({ openaiModel: 'gpt-4-turbo', openaiTemperature: 0.9 })).status).toBe(200);
      expect((await generate(server.url, coimbra('model setting changed'))).status).toBe(201);
      expect(standIn.requests[0]).toMatchObject({ model: 'gpt-4-turbo', temperature: 0.9 });
    } finally {
      await save({ openaiModel: 'gpt-4', openaiTemperature: 0.7 });
    }
  });

  test('malformed JSON is repaired in one round', async () => {
    standIn.push({ malformed: true });
    const { status } = await generate(server.url, coimbra('malformed'));
    expect(status).toBe(201);
    const [first, repair] = proposalRequests(standIn);
    expect(first).toBeDefined();
    expect(repair.messages[repair.messages.length - 1].content).toMatch(/not valid JSON/);
  });

  test('an answer that breaks the schema is repaired, told which fields were wrong', async () => {
    standIn.push({ reply: { ...COIMBRA_PROPOSAL, lat: '40.21' } });
    const { status } = await generate(server.url, coimbra('schema'));
    expect(status).toBe(201);
    expect(proposalRequests(standIn)[1].messages.at(-1)!.content).toMatch(/\/lat must be number/);
  });

  test('a proposal that fails a semantic check is repaired, told what was wrong', async () => {
    standIn.push({ reply: { ...COIMBRA_PROPOSAL, overview: { ...COIMBRA_PROPOSAL.overview, currency: 'USD' } } });
    const { status, body } = await generate(server.url, coimbra('currency'));
    expect(status).toBe(201);
    expect(proposalRequests(standIn)[1].messages.at(-1)!.content).toContain('overview.currency "USD" is not the currency of Portugal (EUR)');
    expect(body.destinationOverview.currency).toBe('EUR');
  });

  test('a place far outside the destination is dropped, and the trip is planned without a repair round', async () => {
    const sagrada = { ...COIMBRA_PROPOSAL.places[0], name: 'Sagrada Família', lat: 41.4036, lng: 2.1744, description: 'Gaudí’s basilica in Barcelona.' };
    standIn.push({ reply: { ...COIMBRA_PROPOSAL, places: [sagrada, ...COIMBRA_PROPOSAL.places] } satisfies DestinationProposal });
    const { status, body } = await generate(server.url, coimbra('far away'));
    expect(status).toBe(201);
    expect(proposalRequests(standIn)).toHaveLength(1);
    expect(JSON.stringify(body.itinerary)).not.toContain('Sagrada');
  });

  test('429 is retried, then succeeds', async () => {
    standIn.push({ status: 429, retryAfter: 0 });
    const { status } = await generate(server.url, coimbra('rate limited'));
    expect(status).toBe(201);
    expect(proposalRequests(standIn)).toHaveLength(2);
  });

  test.each([
    ['a model that never answers', 504, 'ai_timeout', [{ hang: true as const }]],
    ['a server error, retried to the limit', 502, 'ai_provider_error', [{ status: 500 }, { status: 500 }, { status: 500 }]],
    ['malformed JSON twice', 502, 'invalid_response_format', [{ malformed: true as const }, { malformed: true as const }]],
  ])('%s gives %i %s, and nothing is stored', async (name, status, code, behaviours) => {
    const before = await tripCount();
    standIn.push(...behaviours);
    const response = await generate(server.url, coimbra(name));
    expect(response).toMatchObject({ status, body: { error: code, errorCode: code, status } });
    expect(response.body.message).not.toMatch(/stand-in|status 500/);
    expect(await tripCount()).toBe(before);
  });

  test("the provider's 400 is the provider's refusal, not the traveller's input error, and its words stay in the log", async () => {
    standIn.push({ status: 400, message: "Unsupported value: 'temperature' does not support 0.7 with this model." });
    const response = await generate(server.url, coimbra('bad request'));
    expect(response).toMatchObject({ status: 502, body: { error: 'ai_provider_error', message: AI_REFUSED_MESSAGE } });
    expect(JSON.stringify(response.body)).not.toContain('temperature');
  });

  test('an identical request within the cache window reuses the answers: no model call', async () => {
    const first = await generate(server.url, coimbra('cached'));
    expect(first.status).toBe(201);
    const asked = standIn.requests.length;
    expect(asked).toBe(2);
    const second = await generate(server.url, { ...coimbra('cached'), destination: ' coimbra ' });
    expect(second.status).toBe(201);
    expect(standIn.requests.length).toBe(asked);
    expect(second.body.itinerary).toEqual(first.body.itinerary);
    expect(await server.odyssey.dataSource.getRepository(AiResponse).countBy({ purpose: 'destination proposal' })).toBeGreaterThan(0);
  });

  test('the stream reports real progress in order, then the trip', async () => {
    const { status, contentType, events } = await generateStream(server.url, coimbra('stream'));
    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/event-stream/);
    const stages = events.filter((event) => event.event === 'progress').map((event) => event.data.stage);
    expect([...new Set(stages)]).toEqual(['understanding', 'choosing places', 'planning day 1', 'planning day 2', 'planning day 3', 'planning day 4', 'checking', 'saving']);
    const percents = events.filter((event) => event.event === 'progress').map((event) => event.data.percent as number);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ event: 'trip', data: { destination: 'Coimbra' } });
    expect(await server.odyssey.dataSource.getRepository(Trip).countBy({ uuid: events.at(-1)!.data.uuid })).toBe(1);
  });

  /**
   * Starts a stream whose model writes the days only once `release()` is called, and reads it
   * up to the `trip` event; `finish()` releases the model and reads the stream to its end.
   */
  async function streamWithDayWritingHeld(variant: string) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    standIn.respond = async (request) => {
      if (request.response_format?.json_schema?.name === 'day_writing') await released;
      return usefulModel(request);
    };
    const response = await fetch(`${server.url}/api/trips/generate/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(coimbra(variant)) });
    const reader = response.body!.getReader();
    let text = '';
    while (!parseEvents(text).some((event) => event.event === 'trip')) text += new TextDecoder().decode((await reader.read()).value);
    return {
      uuid: parseEvents(text).find((event) => event.event === 'trip')!.data.uuid!,
      release,
      async finish() {
        release();
        while (!(await reader.read()).done);
      },
    };
  }

  test('the stream sends the trip as soon as it is planned and stored; the days written by the model follow in the stored trip', async () => {
    const held = await streamWithDayWritingHeld('open early');
    try {
      await waitFor(() => standIn.requests.some((request) => request.response_format?.json_schema?.name === 'day_writing'));
      const stored = async () => (await (await fetch(`${server.url}/api/trips/uuid/${held.uuid}`)).json()) as { itinerary: Array<{ title: string }> };
      expect((await stored()).itinerary[0].title).not.toMatch(/and more$/);
      await held.finish();
      expect((await stored()).itinerary[0].title).toMatch(/and more$/);
    } finally {
      held.release();
    }
  });

  test('days written by the model never overwrite an itinerary the traveller edited meanwhile', async () => {
    const held = await streamWithDayWritingHeld('edited early');
    try {
      const repository = server.odyssey.dataSource.getRepository(Trip);
      const trip = await repository.findOneByOrFail({ uuid: held.uuid });
      const edited = trip.itinerary.map((day, index) => (index === 0 ? { ...day, title: 'My own first day' } : day));
      await repository.update({ uuid: held.uuid }, { itinerary: edited });
      await held.finish();
      expect((await repository.findOneByOrFail({ uuid: held.uuid })).itinerary[0].title).toBe('My own first day');
    } finally {
      held.release();
    }
  });

  test('a stream whose model fails ends with an error event, in the REST error shape', async () => {
    standIn.push({ malformed: true }, { malformed: true });
    const { events } = await generateStream(server.url, coimbra('stream failure'));
    expect(events.at(-1)).toEqual({ event: 'error', data: { error: 'invalid_response_format', errorCode: 'invalid_response_format', status: 502, message: expect.any(String) } });
  });

  test('a destination the guide covers is never failed by the model: the offline plan is used', async () => {
    standIn.push({ status: 500 }, { status: 500 }, { status: 500 });
    const { status, body } = await generate(server.url, { ...coimbra('covered'), destination: 'Lisbon' });
    expect(status).toBe(201);
    expect(body.destination).toBe('Lisbon');
    // Retried to the limit once, then not asked again for the day titles.
    expect(standIn.requests.map((request) => request.response_format?.json_schema?.name)).toEqual(['guide_picks', 'guide_picks', 'guide_picks']);
    const log = await server.odyssey.dataSource.getRepository(ActivityLog).findOneByOrFail({ entityId: body.uuid });
    expect(log.details.ai).toBeUndefined();
  });

  test('for a covered destination the model picks among the guide’s places and writes the days', async () => {
    const { status, body } = await generate(server.url, { ...coimbra('picks'), destination: 'Lisbon' });
    expect(status).toBe(201);
    expect(standIn.requests.map((request) => request.response_format?.json_schema?.name)).toEqual(['guide_picks', 'day_writing']);
    expect(JSON.stringify(body.itinerary)).toMatch(/Picked for your love of (food tours|wine tasting)/);
    const log = await server.odyssey.dataSource.getRepository(ActivityLog).findOneByOrFail({ entityId: body.uuid });
    expect(log.details.ai).toBe('guide picks');
  });
});

describe('the progress stream without AI', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('embedded');
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('offline generation streams the stages of the real pipeline, then the trip', async () => {
    const { events } = await generateStream(server.url, { ...coimbra('offline'), destination: 'Lisbon' });
    const stages = events.filter((event) => event.event === 'progress').map((event) => event.data.stage);
    expect(stages).toEqual(['understanding', 'choosing places', 'planning day 1', 'planning day 2', 'planning day 3', 'planning day 4', 'checking', 'saving']);
    expect(events[2].data.message).toMatch(/^Day 1: .+ \(\d+ stops\)$/);
    expect(events.at(-1)).toMatchObject({ event: 'trip', data: { destination: 'Lisbon' } });
  });

  test('an uncovered destination without AI is a 422 with the nearest covered destinations, as an error event', async () => {
    const { events } = await generateStream(server.url, coimbra('uncovered'));
    expect(events).toEqual([{ event: 'error', data: expect.objectContaining({ error: 'destination_not_covered', status: 422, nearestDestinations: expect.arrayContaining([expect.objectContaining({ name: 'Lisbon' })]) }) }]);
  });

  test('invalid input is refused with a plain 400 before any stream opens', async () => {
    const response = await fetch(`${server.url}/api/trips/generate/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...coimbra('invalid'), destination: ' ' }) });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'validation_failed', status: 400, message: 'Please enter a destination for your trip' });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
