/**
 * The offline planner's speed and the guide's memory:
 *   - planTrip time for 3-day and 7-day trips over every destination (p50 and p99; target
 *     p50 at most 50 ms for 7 days), after one warm-up pass
 *   - the heap taken by loading every destination of the guide
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Guide } from '../../server/src/modules/guide/guide-loader.js';
import type { LoadedDestination } from '../../server/src/modules/guide/guide-loader.js';
import { planTrip } from '../../server/src/modules/planner/index.js';
import type { PlanRequest } from '../../server/src/modules/planner/index.js';

const ROUNDS = 3;
const INTERESTS = [['Historical Sites', 'Food Tours'], ['Museums & Art', 'Nightlife'], ["Kid's Activities", 'Nature & Outdoors']];
const PARTIES = ['2', '1', 'family of 4'];

/** A full garbage collection, so heap figures measure what is kept. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

function heapMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function request(destination: LoadedDestination, duration: string, round: number): PlanRequest {
  return {
    destination: destination.name,
    preferences: { travelStyle: [], accommodation: [], activities: INTERESTS[round % INTERESTS.length], budgetLevel: 1 + (round % 5), currency: 'USD', duration, travelers: PARTIES[round % PARTIES.length] },
    seed: round + 1,
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

function timePlans(destinations: LoadedDestination[], duration: string): { p50: number; p99: number; count: number } {
  for (const destination of destinations) planTrip(request(destination, duration, 0), destination);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const destination of destinations) {
      const started = performance.now();
      planTrip(request(destination, duration, round), destination);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), count: times.length };
}

export async function benchPlanner(): Promise<Record<string, string>> {
  const before = heapMb();
  const guide = new Guide();
  const destinations = guide.list().map((summary) => guide.get(summary.id)!);
  const guideMb = heapMb() - before;

  const threeDays = timePlans(destinations, '3 days');
  const week = timePlans(destinations, '1 Week');
  return {
    'plan 3 days (p50 / p99)': `${threeDays.p50.toFixed(1)} / ${threeDays.p99.toFixed(1)} ms over ${threeDays.count} plans`,
    'plan 7 days (p50 / p99)': `${week.p50.toFixed(1)} / ${week.p99.toFixed(1)} ms over ${week.count} plans (target p50 ≤ 50 ms)`,
    'guide in memory': `${guideMb.toFixed(1)} MB for ${destinations.length} destinations`,
  };
}
