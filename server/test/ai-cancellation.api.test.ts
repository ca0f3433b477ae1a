/**
 * A traveller who goes away stops the model call made for them: the progress stream, a plain
 * generation request and a chat. The model's time limit here is long (60 s), so a call seen
 * cancelled within the wait below was cancelled by the disconnect, not by the time limit.
 * Cancellation does not depend on the database, so this runs on the embedded one only.
 */
import { Trip } from '../src/modules/trips/trip.entity.js';
import { startTestServer, type TestServer } from './harness.js';
import { startOpenAiStandIn, type OpenAiStandIn } from './support/openai-stand-in.js';

// Outside the guide: the model call that hangs is the destination proposal.
const COIMBRA = {
  destination: 'Coimbra',
  country: 'Portugal',
  preferences: { travelStyle: [], accommodation: [], activities: ['Food Tours'], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '2' },
};
const LISBON_CHAT = [{ role: 'user', content: 'My partner and I want 5 days in Lisbon, we love food and museums' }];

let server: TestServer;
let standIn: OpenAiStandIn;
const tripCount = () => server.odyssey.dataSource.getRepository(Trip).count();

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  server = await startTestServer('embedded', { OPENAI_BASE_URL: standIn.baseUrl, OPENAI_API_KEY: 'test', AI_TIMEOUT_MS: '60000' });
});
afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});
beforeEach(() => {
  standIn.reset();
  standIn.push({ hang: true });
});

const post = (path: string, body: unknown, signal: AbortSignal) =>
  fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });

/** Waits until the model has the request, disconnects, and expects the model call to be cancelled. */
async function disconnectWhileTheModelThinks(controller: AbortController, request: Promise<unknown>) {
  // Abort only once the model has the request: an earlier abort means no call is made at all.
  await waitFor(() => standIn.requests.length === 1);
  controller.abort();
  await expect(request).rejects.toThrow();
  await waitFor(() => standIn.requests[0].cancelled);
}

test('closing the progress stream cancels the model call, and nothing is stored', async () => {
  const before = await tripCount();
  const controller = new AbortController();
  const response = await post('/trips/generate/stream', COIMBRA, controller.signal);
  const reader = response.body!.getReader();
  const readToTheEnd = async () => {
    while (!(await reader.read()).done);
  };
  await disconnectWhileTheModelThinks(controller, readToTheEnd());
  expect(standIn.requests[0].response_format?.json_schema?.name).toBe('destination_proposal');
  expect(await tripCount()).toBe(before);
});

test('a plain generation request whose client goes away cancels the model call, and nothing is stored', async () => {
  const before = await tripCount();
  const controller = new AbortController();
  await disconnectWhileTheModelThinks(controller, post('/trips/generate', COIMBRA, controller.signal));
  expect(standIn.requests[0].response_format?.json_schema?.name).toBe('destination_proposal');
  expect(await tripCount()).toBe(before);
});

test('a home chat whose client goes away cancels its model call', async () => {
  const controller = new AbortController();
  await disconnectWhileTheModelThinks(controller, post('/chat/homepage', { messages: LISBON_CHAT }, controller.signal));
});

test('a trip-request draft whose client goes away cancels its model call', async () => {
  const controller = new AbortController();
  await disconnectWhileTheModelThinks(controller, post('/generate/destination', { messages: LISBON_CHAT }, controller.signal));
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('a GraphQL chat whose client goes away cancels its model call', async () => {
  const controller = new AbortController();
  const request = fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation ($input: ChatInput!) { homeChat(input: $input) { message } }', variables: { input: { messages: LISBON_CHAT.map((message) => ({ ...message, role: 'USER' })) } } }),
    signal: controller.signal,
  });
  await disconnectWhileTheModelThinks(controller, request);
});
