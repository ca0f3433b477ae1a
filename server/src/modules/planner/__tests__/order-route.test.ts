import { pathLengthKm } from '../geo.js';
import { nearShortestOrders, shortestOpenPath } from '../order-route.js';
import { seededRandom } from '../random.js';
import { near } from './planner.fixture.js';

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) => Array.from({ length: n }, (_, i) => [...rest.slice(0, i), n - 1, ...rest.slice(i)]));
}

function randomPoints(seed: number, count: number) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => near((random() - 0.5) * 10, (random() - 0.5) * 10));
}

describe('shortestOpenPath', () => {
  it.each([2, 3, 5, 7, 8])('is as short as the best of all orders of %i random points', (count) => {
    for (let seed = 1; seed <= 5; seed++) {
      const points = randomPoints(seed * 100 + count, count);
      const bruteForce = Math.min(...permutations(count).map((order) => pathLengthKm(order.map((i) => points[i]))));
      const route = shortestOpenPath(points);
      expect(route.lengthKm).toBeCloseTo(bruteForce, 9);
      expect(pathLengthKm(route.order.map((i) => points[i]))).toBeCloseTo(route.lengthKm, 9);
      expect([...route.order].sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
    }
  });

  it('starts at the first point when asked', () => {
    const points = [near(0), near(5), near(-5)];
    expect(shortestOpenPath(points, { fixedStart: true }).order[0]).toBe(0);
    expect(shortestOpenPath(points).order[0]).not.toBe(0);
  });

  it('handles larger sets with a valid order', () => {
    const points = randomPoints(7, 15);
    const route = shortestOpenPath(points);
    expect(new Set(route.order).size).toBe(15);
  });
});

describe('nearShortestOrders', () => {
  it('lists only orders within the slack, shortest first', () => {
    const points = randomPoints(3, 6);
    const best = shortestOpenPath(points).lengthKm;
    const routes = nearShortestOrders(points, 1.1, 50);
    expect(routes[0].lengthKm).toBeCloseTo(best, 9);
    for (const route of routes) expect(route.lengthKm).toBeLessThanOrEqual(best * 1.1 + 1e-9);
    expect(routes.map((route) => route.lengthKm)).toEqual([...routes.map((route) => route.lengthKm)].sort((a, b) => a - b));
  });
});
