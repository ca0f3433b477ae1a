/**
 * The plan on an account (simulated checkout), over GraphQL and REST on both databases: only
 * the signed-in can record one, only Basic or Premium is accepted, a second checkout keeps
 * the first start, the profile shows it, and nothing else of the account changes.
 */
import { DATABASE_KINDS } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';
import { HttpClient } from './support/http-client.js';

const PASSWORD = 'correct horse';
const CHOOSE_PLAN = 'mutation ($input: ChoosePlanInput!) { choosePlan(input: $input) { id username plan planStartedAt } }';
const ME = '{ me { plan planStartedAt } }';

describe.each(DATABASE_KINDS)('account plan on %s', (kind) => {
  let server: TestServer;
  const http = new HttpClient(() => server.url);
  let traveller: string;
  let other: string;

  async function signUp(name: string): Promise<string> {
    expect((await http.call('POST', '/api/auth/register', { json: { email: `${name}@example.com`, username: name, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
    return (await http.call('POST', '/api/auth/login', { json: { email: `${name}@example.com`, password: PASSWORD } })).body.token;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    traveller = await signUp('traveller');
    other = await signUp('other');
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  test('a new account is on Basic, with no start date', async () => {
    const profile = await http.call('GET', '/api/user/profile', { token: traveller });
    expect(profile.body).toMatchObject({ plan: 'basic', planStartedAt: null });
    const me = await http.graphql(ME, {}, { token: traveller });
    expect(me.body.data.me).toEqual({ plan: 'BASIC', planStartedAt: null });
  });

  test('signed out: 401 over REST, UNAUTHENTICATED over GraphQL, with a bad token too', async () => {
    const rest = await http.call('PUT', '/api/user/plan', { json: { plan: 'premium' } });
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe('Please sign in to continue');
    expect((await http.call('PUT', '/api/user/plan', { json: { plan: 'premium' }, token: 'not-a-token' })).status).toBe(401);
    const gql = await http.graphql(CHOOSE_PLAN, { input: { plan: 'PREMIUM' } });
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  test('bad input: 400 with a clear message, never a 500', async () => {
    for (const json of [{ plan: 'gold' }, { plan: 'PREMIUM' }, {}, { plan: 3 }, [], 'premium']) {
      const reply = await http.call('PUT', '/api/user/plan', { json, token: traveller });
      expect(reply.status).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    expect((await http.call('PUT', '/api/user/plan', { json: { plan: 'gold' }, token: traveller })).body.message).toBe('plan must be basic or premium');
    const gql = await http.graphql(CHOOSE_PLAN, { input: { plan: 'GOLD' } }, { token: traveller });
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await http.call('GET', '/api/user/profile', { token: traveller })).body.plan).toBe('basic');
  });

  test('the GraphQL mutation records Premium; the profile shows it; a second checkout keeps the first start', async () => {
    const before = Date.now();
    const chosen = await http.graphql(CHOOSE_PLAN, { input: { plan: 'PREMIUM' } }, { token: traveller });
    expect(chosen.body.errors).toBeUndefined();
    const { plan, planStartedAt, username } = chosen.body.data.choosePlan;
    expect({ plan, username }).toEqual({ plan: 'PREMIUM', username: 'traveller' });
    expect(new Date(planStartedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await http.graphql(CHOOSE_PLAN, { input: { plan: 'PREMIUM' } }, { token: traveller });
    expect(again.body.data.choosePlan.planStartedAt).toBe(planStartedAt);
    const profile = await http.call('GET', '/api/user/profile', { token: traveller });
    expect(profile.body).toMatchObject({ plan: 'premium', username: 'traveller', email: 'traveller@example.com', isAdmin: false });
    expect(new Date(profile.body.planStartedAt).toISOString()).toBe(new Date(planStartedAt).toISOString());
    // Someone else's account is untouched.
    expect((await http.call('GET', '/api/user/profile', { token: other })).body.plan).toBe('basic');
  });

  test('REST records the same, and back to Basic clears the start date', async () => {
    const premium = await http.call('PUT', '/api/user/plan', { json: { plan: 'premium' }, token: other });
    expect(premium.status).toBe(200);
    expect(premium.body).toMatchObject({ username: 'other', plan: 'premium' });
    expect(premium.body).not.toHaveProperty('password');
    expect(premium.body.planStartedAt).toEqual(expect.any(String));
    const basic = await http.call('PUT', '/api/user/plan', { json: { plan: 'basic' }, token: other });
    expect(basic.body).toMatchObject({ plan: 'basic', planStartedAt: null });
    expect((await http.graphql(ME, {}, { token: other })).body.data.me).toEqual({ plan: 'BASIC', planStartedAt: null });
  });
});
