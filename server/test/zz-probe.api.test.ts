import { startTestServer, type TestServer } from './harness.js';
let server: TestServer;
beforeAll(async () => { server = await startTestServer('embedded'); }, 60_000);
afterAll(async () => server.stop());
const cases: Array<[string, unknown]> = [
  ['/api/trips/generate', { destination: 'Lisbon', country: null }],
  ['/api/trips/generate', { destination: 'Lisbon', preferences: null }],
  ['/api/trips/generate', { destination: 'Lisbon', preferences: [] }],
  ['/api/trips/generate', { destination: 'Lisbon', extra: 1 }],
  ['/api/trips/generate', { destination: 'Lisbon', preferences: { budgetLevel: '3' } }],
  ['/api/chat/homepage', { messages: [[[[[]]]]] }],
  ['/api/generate/destination', { messages: [[[[[]]]]] }],
  ['/api/chat/trip-modification', { messages: [[[[[]]]]] }],
  ['/api/chat/trip-modification', { messages: [[[[[]]]]], tripContext: { destination: 'Lisbon' } }],
  ['/api/auth/login', { email: 'a@b.co', password: 'x', extra: 1 }],
];
test('probe', async () => {
  const out: string[] = [];
  for (const [path, body] of cases) {
    const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    out.push(`${res.status} ${path} ${JSON.stringify(body)} -> ${(await res.text()).slice(0, 160)}`);
  }
  console.log(out.join('\n'));
}, 120_000);
test('probe get', async () => {
  for (const path of ['/api/destinations/suggest?q=lis', '/api/destinations/suggest?q=lis&limit=x', '/api/destinations/suggest?q=lis&bogus=1', '/api/places/search?query=x']) {
    const res = await fetch(server.url + path);
    console.log(res.status, path, (await res.text()).slice(0, 200));
  }
});
