import { Guide } from '../src/modules/guide/guide-loader.js';
import { DATABASE_KINDS } from './databases.js';
import { graphql, startTestServer, type TestServer } from './harness.js';

interface SuggestionsBody {
  suggestions: Array<{ displayName: string; destination: string; country: string; plannable: boolean }>;
}

const SUGGESTIONS = `query($query: String!, $limit: Int) {
  destinationSuggestions(query: $query, limit: $limit) { suggestions { displayName destination country plannable } }
}`;

describe.each(DATABASE_KINDS)('destinations over HTTP on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function suggest(params: Record<string, string>) {
    const response = await fetch(`${server.url}/api/destinations/suggest?${new URLSearchParams(params)}`);
    return { status: response.status, body: (await response.json()) as SuggestionsBody & Record<string, unknown> };
  }

  test('GET /api/destinations/suggest gives five suggestions by default, covered destinations first', async () => {
    const { status, body } = await suggest({ q: 'par' });
    expect(status).toBe(200);
    expect(body.suggestions).toHaveLength(5);
    expect(body.suggestions[0]).toEqual({ displayName: 'Paris, France', destination: 'Paris', country: 'France', plannable: true });
  });

  test.each([
    ['sao', 'São Paulo, Brazil'],
    ['costa', 'Costa Rica'],
    ['kyo', 'Kyoto, Japan'],
    ['  NYC ', 'New York, United States'],
  ])('q=%j suggests %j first', async (q, first) => {
    const { body } = await suggest({ q });
    expect(body.suggestions[0].displayName).toBe(first);
  });

  test('a one-character query suggests nothing, without an error', async () => {
    const { status, body } = await suggest({ q: 'p' });
    expect(status).toBe(200);
    expect(body).toEqual({ suggestions: [] });
  });

  test('limit goes up to 20', async () => {
    const { status, body } = await suggest({ q: 'sa', limit: '20' });
    expect(status).toBe(200);
    expect(body.suggestions).toHaveLength(20);
  });

  test.each(['21', '0', 'abc', '2.5'])('limit=%s is a JSON 400', async (limit) => {
    const { status, body } = await suggest({ q: 'sa', limit });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'validation_failed', errorCode: 'validation_failed', status: 400, message: expect.stringContaining('limit') });
  });

  test('a missing or overlong q is a JSON 400', async () => {
    const missing = await suggest({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'validation_failed', message: 'query (q) must be a string' });
    const overlong = await suggest({ q: 'a'.repeat(101) });
    expect(overlong.status).toBe(400);
    expect(overlong.body).toMatchObject({ error: 'validation_failed', message: 'query (q) must be at most 100 characters' });
  });

  test('GraphQL destinationSuggestions answers like REST', async () => {
    const { body } = await graphql<{ destinationSuggestions: SuggestionsBody }>(server.url, SUGGESTIONS, { query: 'kyo' });
    const rest = await suggest({ q: 'kyo' });
    expect(body.data?.destinationSuggestions.suggestions).toEqual(rest.body.suggestions);
    expect(body.data?.destinationSuggestions.suggestions).toHaveLength(5);
    expect(body.data?.destinationSuggestions.suggestions[0]).toEqual({ displayName: 'Kyoto, Japan', destination: 'Kyoto', country: 'Japan', plannable: true });
  });

  test('without a model, only the guide\'s destinations are marked plannable, over REST and GraphQL alike', async () => {
    const rest = await suggest({ q: 'gra', limit: '20' });
    const { body } = await graphql<{ destinationSuggestions: SuggestionsBody }>(server.url, SUGGESTIONS, { query: 'gra', limit: 20 });
    for (const suggestions of [rest.body.suggestions, body.data!.destinationSuggestions.suggestions]) {
      expect(suggestions.find((s) => s.displayName === 'Granada, Spain')?.plannable).toBe(true);
      expect(suggestions.find((s) => s.displayName === 'Graz, Austria')?.plannable).toBe(false);
      // the plannable ones first
      expect(suggestions.map((s) => s.plannable)).toEqual([...suggestions.map((s) => s.plannable)].sort((a, b) => Number(b) - Number(a)));
    }
  });

  test('the coverage the About page states is the guide\'s, over REST and GraphQL', async () => {
    const destinations = new Guide().list();
    const expected = { guideDestinations: destinations.length, guideCountries: new Set(destinations.map((d) => d.countryCode)).size, plansAnywhere: false };
    expect(await (await fetch(`${server.url}/api/destinations/coverage`)).json()).toEqual(expected);
    const { body } = await graphql<{ destinationCoverage: typeof expected }>(server.url, '{ destinationCoverage { guideDestinations guideCountries plansAnywhere } }');
    expect(body.data?.destinationCoverage).toEqual(expected);
  });

  test('GraphQL suggests nothing for one character and refuses a limit over 20', async () => {
    const short = await graphql<{ destinationSuggestions: SuggestionsBody }>(server.url, SUGGESTIONS, { query: 'k' });
    expect(short.body.data?.destinationSuggestions.suggestions).toEqual([]);
    const tooMany = await graphql(server.url, SUGGESTIONS, { query: 'sa', limit: 21 });
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'validation_failed' });
  });

  test.each([
    ['Paris', undefined, 'paris'],
    ['Paris, France', undefined, 'paris'],
    ['NYC', undefined, 'new-york'],
    ['Saigon', 'Vietnam', 'ho-chi-minh-city'],
    ['Paris', 'United States', undefined],
    ['Graz', undefined, undefined],
  ])('the instance resolves %j (country %j) to %j', (name, country, id) => {
    expect(server.odyssey.services.destinations.resolveDestination(name, country)).toBe(id);
  });
});

describe('destinations over HTTP with a model configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No call reaches the model: suggestions only need to know that one is configured.
    server = await startTestServer('embedded', { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_API_KEY: 'test' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('every suggestion can be planned, and the coverage says so', async () => {
    const response = await fetch(`${server.url}/api/destinations/suggest?q=gra&limit=20`);
    const { suggestions } = (await response.json()) as SuggestionsBody;
    expect(suggestions.find((s) => s.displayName === 'Graz, Austria')?.plannable).toBe(true);
    expect(suggestions.every((s) => s.plannable)).toBe(true);
    const { body } = await graphql<{ destinationCoverage: { plansAnywhere: boolean } }>(server.url, '{ destinationCoverage { plansAnywhere } }');
    expect(body.data?.destinationCoverage.plansAnywhere).toBe(true);
  });
});
