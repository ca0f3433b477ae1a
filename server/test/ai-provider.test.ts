/** The AI provider against a local stand-in that speaks the OpenAI protocol over real HTTP. */
import { AppError } from '../src/common/app-error.js';
import { AiProvider, PLACEHOLDER_API_KEY, type AiProviderOptions } from '../src/modules/ai/provider/ai-provider.js';
import { AI_REFUSED_MESSAGE } from '../src/modules/ai/provider/provider-error.js';
import type { AiUsage, ChatTextRequest, JsonRequest } from '../src/modules/ai/provider/ai-provider.types.js';
import { startOpenAiStandIn, type OpenAiStandIn } from './support/openai-stand-in.js';

const API_KEY = 'sk-odyssey-test-0123456789abcdef';
const PARIS = { lat: 48.8566, lng: 2.3522 };

interface Places {
  places: Array<{ name: string; lat: number; lng: number }>;
}

const PLACES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['places'],
  properties: {
    places: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'lat', 'lng'],
        properties: { name: { type: 'string' }, lat: { type: 'number' }, lng: { type: 'number' } },
      },
    },
  },
};

const LOUVRE: Places = { places: [{ name: 'Louvre', lat: 48.8606, lng: 2.3376 }] };
const OPERA_HOUSE: Places = { places: [{ name: 'Sydney Opera House', lat: -33.8568, lng: 151.2153 }] };

/** Places more than 100 km from Paris, as a rough flat-earth distance, which is plenty here. */
const nearParis = (value: Places) =>
  value.places
    .filter((place) => Math.hypot(place.lat - PARIS.lat, (place.lng - PARIS.lng) * Math.cos((PARIS.lat * Math.PI) / 180)) * 111 > 100)
    .map((place) => `"${place.name}" is far outside Paris; suggest places in Paris only`);

let standIn: OpenAiStandIn;
beforeEach(async () => {
  standIn = await startOpenAiStandIn();
});
afterEach(async () => {
  await standIn.close();
});

function makeProvider(overrides: Partial<AiProviderOptions> = {}) {
  const usage: AiUsage[] = [];
  const provider = new AiProvider({
    ai: { apiKey: API_KEY, baseUrl: standIn.baseUrl },
    settings: async () => ({ openaiModel: 'gpt-4', openaiTemperature: 0.7 }),
    recordUsage: async (entry) => void usage.push(entry),
    retry: { baseDelayMs: 5 },
    timeoutMs: 5_000,
    ...overrides,
  });
  return { provider, usage };
}

const askForPlaces = (provider: AiProvider, extra: Partial<JsonRequest<Places>> = {}) =>
  provider.completeJson<Places>({
    purpose: 'trip',
    system: 'You plan trips.',
    messages: [{ role: 'user', content: 'Three sights in Paris' }],
    schemaName: 'places',
    schema: PLACES_SCHEMA,
    ...extra,
  });

const chatAboutParis = (provider: AiProvider, extra: Partial<ChatTextRequest> = {}) =>
  provider.chat({ purpose: 'chat', system: 'You are a travel assistant.', messages: [{ role: 'user', content: 'Hello' }], ...extra });

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

describe('structured output', () => {
  test('a good answer is returned, asked for with a strict JSON schema, and its usage recorded', async () => {
    const { provider, usage } = makeProvider();
    standIn.push({ reply: LOUVRE, usage: { promptTokens: 42, completionTokens: 17 } });

    await expect(askForPlaces(provider)).resolves.toEqual(LOUVRE);

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.stream).toBe(false);
    expect(request.messages).toEqual([
      { role: 'system', content: 'You plan trips.' },
      { role: 'user', content: 'Three sights in Paris' },
    ]);
    expect(request.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'places', schema: PLACES_SCHEMA, strict: true } });
    expect(usage).toEqual([{ purpose: 'trip', model: 'gpt-4', promptTokens: 42, completionTokens: 17 }]);
  });

  test('JSON wrapped in a ```json fence is accepted without a repair round', async () => {
    const { provider } = makeProvider();
    standIn.push({ reply: `Here you go:\n\`\`\`json\n${JSON.stringify(LOUVRE)}\n\`\`\`` });
    await expect(askForPlaces(provider)).resolves.toEqual(LOUVRE);
    expect(standIn.requests).toHaveLength(1);
  });

  test('content given as a list of parts, as some OpenAI-compatible servers send it, is read as its text', async () => {
    const { provider } = makeProvider();
    const text = JSON.stringify(LOUVRE);
    standIn.push({ parts: [text.slice(0, 10), text.slice(10)] });
    await expect(askForPlaces(provider)).resolves.toEqual(LOUVRE);
    standIn.push({ parts: [text.slice(0, 7), text.slice(7, 20), text.slice(20)] });
    const progress: number[] = [];
    await expect(askForPlaces(provider, { onDelta: (chars) => progress.push(chars) })).resolves.toEqual(LOUVRE);
    expect(standIn.requests.map((request) => request.stream)).toEqual([false, true]);
    expect(progress.at(-1)).toBe(text.length);
  });

  test('NUL characters and lone surrogates in the answer are taken out of every string (jsonb cannot hold a NUL)', async () => {
    const { provider } = makeProvider();
    standIn.push({ reply: '{"places":[{"name":"Lou\\u0000vre\\ud800","lat":48.8606,"lng":2.3376}]}' });
    await expect(askForPlaces(provider)).resolves.toEqual(LOUVRE);
  });

  test('malformed JSON is repaired in one round: the model sees its answer and what was wrong', async () => {
    const { provider, usage } = makeProvider();
    standIn.push({ malformed: true }, { reply: LOUVRE });

    await expect(askForPlaces(provider)).resolves.toEqual(LOUVRE);

    expect(standIn.requests).toHaveLength(2);
    const repair = standIn.requests[1].messages;
    expect(repair.slice(0, 2)).toEqual(standIn.requests[0].messages);
    expect(repair[2]).toEqual({ role: 'assistant', content: '{"days": [{"title": "Louvre", ' });
    expect(repair[3].role).toBe('user');
    expect(repair[3].content).toMatch(/not valid JSON/);
    expect(standIn.requests[1].response_format?.json_schema?.name).toBe('places');
    expect(usage).toHaveLength(2);
  });

  test('malformed JSON twice gives invalid_response_format after exactly one repair round', async () => {
    const { provider } = makeProvider();
    standIn.push({ malformed: true }, { malformed: true }, { reply: LOUVRE });

    const error = await failureOf(askForPlaces(provider));

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'invalid_response_format', status: 502 });
    expect(standIn.requests).toHaveLength(2);
  });

  test('an answer that breaks the schema is repaired, and the errors name the bad fields', async () => {
    const { provider } = makeProvider();
    standIn.push({ reply: { places: [{ name: 'Louvre', lat: '48.86' }] } }, { reply: LOUVRE });

    await expect(askForPlaces(provider)).resolves.toEqual(LOUVRE);

    const instruction = standIn.requests[1].messages[3].content;
    expect(instruction).toMatch(/\/places\/0\/lat must be number/);
    expect(instruction).toMatch(/\/places\/0 must have required property 'lng'/);
  });

  test('a semantic check failure (a place far outside the destination) triggers the repair round', async () => {
    const { provider } = makeProvider();
    const check = jest.fn(nearParis);
    standIn.push({ reply: OPERA_HOUSE }, { reply: LOUVRE });

    await expect(askForPlaces(provider, { check })).resolves.toEqual(LOUVRE);

    expect(check).toHaveBeenCalledTimes(2);
    expect(standIn.requests[1].messages[3].content).toMatch(/"Sydney Opera House" is far outside Paris/);
  });

  test('a semantic check that still fails after the repair gives invalid_response_format', async () => {
    const { provider } = makeProvider();
    standIn.push({ reply: OPERA_HOUSE }, { reply: OPERA_HOUSE });
    await expect(askForPlaces(provider, { check: nearParis })).rejects.toMatchObject({ code: 'invalid_response_format' });
  });

  test('structured output can be streamed: progress grows to the full length, then the JSON is parsed', async () => {
    const { provider, usage } = makeProvider();
    const text = JSON.stringify(LOUVRE);
    standIn.push({ stream: [text.slice(0, 10), text.slice(10, 30), text.slice(30)], usage: { promptTokens: 9, completionTokens: 8 } });
    const progress: number[] = [];

    await expect(askForPlaces(provider, { onDelta: (chars) => progress.push(chars) })).resolves.toEqual(LOUVRE);

    expect(progress).toEqual([10, 30, text.length]);
    expect(standIn.requests[0]).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(usage).toEqual([{ purpose: 'trip', model: 'gpt-4', promptTokens: 9, completionTokens: 8 }]);
  });

  test('a streamed answer that fails validation is repaired by a second streamed answer', async () => {
    const { provider } = makeProvider();
    standIn.push({ stream: ['{"places": ['] }, { reply: LOUVRE });
    const progress: number[] = [];
    await expect(askForPlaces(provider, { onDelta: (chars) => progress.push(chars) })).resolves.toEqual(LOUVRE);
    expect(standIn.requests.map((request) => request.stream)).toEqual([true, true]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});

describe('chat', () => {
  test('streamed text deltas arrive in order, and the whole text is returned', async () => {
    const { provider, usage } = makeProvider();
    standIn.push({ stream: ['Bon', 'jour', ', ', 'Paris', '!'], delayMs: 5, usage: { promptTokens: 5, completionTokens: 4 } });
    const deltas: string[] = [];

    await expect(chatAboutParis(provider, { onDelta: (text) => deltas.push(text) })).resolves.toBe('Bonjour, Paris!');

    expect(deltas).toEqual(['Bon', 'jour', ', ', 'Paris', '!']);
    expect(standIn.requests[0].response_format).toBeUndefined();
    expect(usage).toEqual([{ purpose: 'chat', model: 'gpt-4', promptTokens: 5, completionTokens: 4 }]);
  });

  test('without onDelta the answer comes in one piece', async () => {
    const { provider } = makeProvider();
    standIn.push({ reply: 'Bonjour!' });
    await expect(chatAboutParis(provider)).resolves.toBe('Bonjour!');
    expect(standIn.requests[0].stream).toBe(false);
  });
});

describe('settings and configuration', () => {
  test('model and temperature come from the admin settings, read for every call', async () => {
    const settings = jest.fn().mockResolvedValueOnce({ openaiModel: 'gpt-4o-mini', openaiTemperature: 0.2 }).mockResolvedValueOnce({ openaiModel: 'gpt-4.1', openaiTemperature: 1 });
    const { provider } = makeProvider({ settings });
    standIn.push({ reply: 'one' }, { reply: 'two' });

    await chatAboutParis(provider);
    await chatAboutParis(provider);

    expect(standIn.requests.map(({ model, temperature }) => ({ model, temperature }))).toEqual([
      { model: 'gpt-4o-mini', temperature: 0.2 },
      { model: 'gpt-4.1', temperature: 1 },
    ]);
  });

  test('AI_MODEL (config.ai.model) overrides the admin setting, in the request and the usage', async () => {
    const { provider, usage } = makeProvider({ ai: { apiKey: API_KEY, baseUrl: standIn.baseUrl, model: 'llama3.1:8b' } });
    standIn.push({ reply: LOUVRE });
    await askForPlaces(provider);
    expect(standIn.requests[0]).toMatchObject({ model: 'llama3.1:8b', temperature: 0.7 });
    expect(usage[0].model).toBe('llama3.1:8b');
  });

  test('a local server without a key gets a placeholder key', async () => {
    const { provider } = makeProvider({ ai: { baseUrl: standIn.baseUrl } });
    standIn.push({ reply: 'hi' });
    expect(provider.configured).toBe(true);
    await chatAboutParis(provider);
    expect(standIn.requests[0].authorization).toBe(`Bearer ${PLACEHOLDER_API_KEY}`);
  });

  test('without AI configuration every call fails with api_configuration_missing', async () => {
    const { provider } = makeProvider({ ai: undefined });
    expect(provider.configured).toBe(false);
    await expect(askForPlaces(provider)).rejects.toMatchObject({ code: 'api_configuration_missing', status: 503 });
    await expect(chatAboutParis(provider)).rejects.toMatchObject({ code: 'api_configuration_missing', status: 503 });
    expect(standIn.requests).toHaveLength(0);
  });

  test('a failure to record usage does not cost the traveller the answer', async () => {
    const warn = jest.fn();
    const { provider } = makeProvider({ recordUsage: () => Promise.reject(new Error('database down')), logger: { warn } });
    standIn.push({ reply: LOUVRE });
    await expect(askForPlaces(provider)).resolves.toEqual(LOUVRE);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ message: 'database down' }) }), 'could not record AI usage');
  });
});

describe('provider failures', () => {
  test('429 is retried, honouring a small Retry-After, then succeeds', async () => {
    const { provider, usage } = makeProvider();
    standIn.push({ status: 429, retryAfter: 0 }, { status: 429 }, { reply: LOUVRE });
    await expect(askForPlaces(provider)).resolves.toEqual(LOUVRE);
    expect(standIn.requests).toHaveLength(3);
    expect(usage).toHaveLength(1);
  });

  test('a Retry-After too long to wait for fails at once', async () => {
    const { provider } = makeProvider();
    standIn.push({ status: 429, retryAfter: 120 }, { reply: LOUVRE });
    await expect(askForPlaces(provider)).rejects.toMatchObject({ code: 'ai_provider_error' });
    expect(standIn.requests).toHaveLength(1);
  });

  test('500 is retried up to the limit, then ai_provider_error with a generic message', async () => {
    const { provider } = makeProvider({ retry: { baseDelayMs: 5, maxRetries: 2 } });
    standIn.push({ status: 500, message: 'upstream pod gpu-17 crashed' }, { status: 502 }, { status: 503 }, { reply: LOUVRE });

    const error = await failureOf(askForPlaces(provider));

    expect(error).toMatchObject({ code: 'ai_provider_error', status: 502 });
    expect(error.message).not.toMatch(/gpu-17|50\d/);
    expect(standIn.requests).toHaveLength(3);
  });

  test('400 becomes ai_provider_error in our own words (never the provider’s, never as the traveller’s input), and is not retried', async () => {
    const { provider } = makeProvider();
    standIn.push({ status: 400, message: "Unsupported value: 'temperature' does not support 0.7 with this model." });
    await expect(askForPlaces(provider)).rejects.toMatchObject({ code: 'ai_provider_error', status: 502, message: AI_REFUSED_MESSAGE });
    expect(standIn.requests).toHaveLength(1);
  });

  test('401 and 404 become ai_provider_error and are not retried', async () => {
    const { provider } = makeProvider();
    standIn.push({ status: 401, message: 'Incorrect API key provided' }, { status: 404, message: 'The model `gpt-5` does not exist' });
    await expect(chatAboutParis(provider)).rejects.toMatchObject({ code: 'ai_provider_error' });
    await expect(chatAboutParis(provider)).rejects.toMatchObject({ code: 'ai_provider_error' });
    expect(standIn.requests).toHaveLength(2);
  });

  test('a server that never answers gives ai_timeout quickly, without retries', async () => {
    const { provider } = makeProvider({ timeoutMs: 300 });
    standIn.push({ hang: true }, { reply: LOUVRE });
    const started = Date.now();

    await expect(askForPlaces(provider)).rejects.toMatchObject({ code: 'ai_timeout', status: 504 });

    expect(Date.now() - started).toBeLessThan(4_000);
    expect(standIn.requests).toHaveLength(1);
    await waitFor(() => standIn.requests[0].cancelled);
  });

  test('a stream that stalls past the timeout gives ai_timeout, not a cut-off answer', async () => {
    const { provider } = makeProvider({ timeoutMs: 300 });
    standIn.push({ stream: ['Bon', 'jour', ' Paris'], delayMs: 200 });
    const deltas: string[] = [];
    await expect(chatAboutParis(provider, { onDelta: (text) => deltas.push(text) })).rejects.toMatchObject({ code: 'ai_timeout' });
    expect(deltas).toEqual(['Bon']);
  });
});

describe('cancellation', () => {
  test('aborting while the model thinks stops the call and closes the connection', async () => {
    const { provider } = makeProvider();
    standIn.push({ hang: true });
    const controller = new AbortController();
    void waitFor(() => standIn.requests.length === 1).then(() => controller.abort());

    const error = await failureOf(askForPlaces(provider, { signal: controller.signal }));

    expect(error.name).toBe('AbortError');
    expect(standIn.requests).toHaveLength(1);
    await waitFor(() => standIn.requests[0].cancelled);
  });

  test('aborting in the middle of a stream rejects instead of returning part of the text', async () => {
    const { provider } = makeProvider();
    standIn.push({ stream: ['Bon', 'jour', ' Paris'], delayMs: 50 });
    const controller = new AbortController();
    const deltas: string[] = [];

    const error = await failureOf(chatAboutParis(provider, { signal: controller.signal, onDelta: (text) => (deltas.push(text), controller.abort()) }));

    expect(error.name).toBe('AbortError');
    expect(deltas).toEqual(['Bon']);
  });

  test('aborting during the wait before a retry stops at once', async () => {
    const { provider } = makeProvider();
    standIn.push({ status: 429, retryAfter: 5 }, { reply: LOUVRE });
    const controller = new AbortController();
    void waitFor(() => standIn.requests.length === 1).then(() => setTimeout(() => controller.abort(), 100));
    const started = Date.now();

    const error = await failureOf(askForPlaces(provider, { signal: controller.signal }));

    expect(error.name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(standIn.requests).toHaveLength(1);
  });

  test('a signal aborted before the call sends nothing', async () => {
    const { provider } = makeProvider();
    await expect(chatAboutParis(provider, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(standIn.requests).toHaveLength(0);
  });
});

test('the API key never appears in an error or in the server log, even when the provider echoes it', async () => {
  const warn = jest.fn();
  const { provider } = makeProvider({ timeoutMs: 300, logger: { warn } });
  const echo = `Incorrect API key provided: ${API_KEY}. You can find your API key at https://platform.openai.com.`;
  standIn.push({ status: 400, message: echo }, { status: 401, message: echo }, { status: 403, message: echo }, { status: 500, message: echo }, { status: 500, message: echo }, { status: 500, message: echo }, { hang: true }, { malformed: true }, { malformed: true });

  const errors = [];
  for (let call = 0; call < 6; call++) errors.push(await failureOf(askForPlaces(provider)));

  expect(errors.map((error) => (error as AppError).code)).toEqual(['ai_provider_error', 'ai_provider_error', 'ai_provider_error', 'ai_provider_error', 'ai_timeout', 'invalid_response_format']);
  expect(errors[0].message).toBe(AI_REFUSED_MESSAGE);
  for (const error of errors) {
    expect(JSON.stringify({ message: error.message, stack: error.stack, details: (error as AppError).details })).not.toContain(API_KEY);
  }
  expect(warn).toHaveBeenCalled();
  expect(JSON.stringify(warn.mock.calls)).not.toContain(API_KEY);
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
