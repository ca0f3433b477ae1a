/**
 * The acceptance run, end to end: trips generated through POST /api/trips/generate
 * and read back through GET /api/trips/uuid/{id} pass every docs/quality.md check, judged by the
 * project's own checks on what the API stored (not on the planner's in-memory result).
 */
import { checkPlan, type TripToCheck } from '../src/modules/planner/index.js';
import { evaluationCases } from '../src/modules/planner/index.js';
import type { PlanRequest } from '../src/modules/planner/index.js';
import { startTestServer, type TestServer } from './harness.js';

const NAMED: Array<{ name: string; request: Omit<PlanRequest, 'seed'> }> = [
  {
    name: 'a 4-day Paris trip with dates that include a Tuesday',
    request: { destination: 'Paris', country: 'France', startDate: '2026-06-01', endDate: '2026-06-04', preferences: { travelStyle: [], accommodation: [], activities: ['Museums & Art', 'Historical Sites'], budgetLevel: 3, currency: 'USD', duration: '4 days', travelers: '2' } },
  },
  {
    name: 'a 5-day Kyoto trip for a couple into Historical Sites and Photography',
    request: { destination: 'Kyoto', country: 'Japan', preferences: { travelStyle: [], accommodation: [], activities: ['Historical Sites', 'Photography'], budgetLevel: 3, currency: 'USD', duration: '5 days', travelers: '2' } },
  },
  {
    name: "a 3-day New York trip for a family with Kid's Activities",
    request: { destination: 'New York', country: 'United States', preferences: { travelStyle: [], accommodation: [], activities: ["Kid's Activities"], budgetLevel: 3, currency: 'USD', duration: '3 days', travelers: '3-4' } },
  },
];

describe('generated trips pass every docs/quality.md check over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('embedded');
  });
  afterAll(async () => {
    await server?.stop();
  });

  function otherCases() {
    const guide = server.odyssey.services.guide;
    const named = new Set(['paris', 'kyoto', 'new-york']);
    const others = guide.list().filter((d) => !named.has(d.id)).slice(0, 30).map((d) => guide.get(d.id)!);
    // one varied request per destination, from the evaluator's seeded generator
    return evaluationCases(others, 1, 7).filter((c) => !c.name.includes('named')).slice(-30).map((c) => ({ name: c.name, request: c.request }));
  }

  async function generateAndCheck(name: string, request: Omit<PlanRequest, 'seed'>) {
    // the evaluator's cases carry their seed, which the API does not take in the body (undefined drops it)
    const response = await fetch(`${server.url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...request, seed: undefined }) });
    expect({ name, status: response.status, refusal: response.status === 201 ? undefined : await response.clone().text() }).toEqual({ name, status: 201, refusal: undefined });
    const { uuid } = (await response.json()) as { uuid: string };
    const stored = (await (await fetch(`${server.url}/api/trips/uuid/${uuid}`)).json()) as TripToCheck;
    const { services } = server.odyssey;
    const destination = services.guide.get(services.destinations.resolveDestination(request.destination, request.country)!)!;
    const facts = services.destinations.countryFacts(destination.countryCode);
    const checks = checkPlan(stored, { request, destination, country: { currencies: facts.currencies, languages: facts.languages } });
    return { name, failed: checks.filter((c) => c.applied && !c.passed).map((c) => `${c.name}: ${c.reasons.join('; ')}`), applied: checks.filter((c) => c.applied).length };
  }

  test.each(NAMED)('$name', async ({ name, request }) => {
    const result = await generateAndCheck(name, request);
    expect(result.failed).toEqual([]);
    expect(result.applied).toBeGreaterThanOrEqual(10);
  });

  test('the Paris trip does not visit the Louvre on the Tuesday', async () => {
    const response = await fetch(`${server.url}/api/trips/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(NAMED[0].request) });
    const trip = (await response.json()) as { itinerary: Array<{ activities: Array<{ title: string }> }> };
    expect(trip.itinerary[1].activities.some((a) => /louvre/i.test(a.title))).toBe(false);
  });

  test('30 other covered destinations', async () => {
    const cases = otherCases();
    expect(new Set(cases.map((c) => c.request.destination)).size).toBe(30);
    const results = [];
    for (const { name, request } of cases) results.push(await generateAndCheck(name, request));
    const failing = results.filter((r) => r.failed.length > 0);
    console.log(`HTTP quality run: ${results.length - failing.length}/${results.length} trips pass every applied check`);
    expect(failing).toEqual([]);
  });
});
