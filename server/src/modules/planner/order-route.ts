/**
 * The order of a day's stops. Days are small, so the shortest open path (free start and end)
 * is found exactly with Held-Karp dynamic programming; larger sets fall back to nearest
 * neighbour improved by 2-opt. The scheduler may need a slightly longer order to respect
 * opening hours, so near-shortest orders can be listed too.
 */
import type { LatLng } from '../guide/index.js';
import { distanceKm } from './geo.js';

const EXACT_LIMIT = 12;
const NEAR_SHORTEST_LIMIT = 9;
/** partial paths explored before settling for what was found */
const SEARCH_BUDGET = 20_000;

export interface Route {
  /** indices into the points, in visiting order */
  order: number[];
  lengthKm: number;
}

export function shortestOpenPath(points: readonly LatLng[], options: { fixedStart?: boolean } = {}): Route {
  if (points.length <= 1) return { order: points.map((_, i) => i), lengthKm: 0 };
  const distances = distanceMatrix(points);
  const order = points.length <= EXACT_LIMIT ? heldKarp(distances, options.fixedStart ?? false) : twoOpt(nearestNeighbour(distances), distances, options.fixedStart ?? false);
  return { order, lengthKm: lengthOf(order, distances) };
}

/**
 * Orders whose length is within `factor` of the shortest, shortest first, at most `limit` of
 * them (depth-first search pruned by length). With `fixedStart`, point 0 always comes first.
 */
export function nearShortestOrders(points: readonly LatLng[], factor: number, limit: number, options: { fixedStart?: boolean } = {}): Route[] {
  const best = shortestOpenPath(points, options);
  if (points.length > NEAR_SHORTEST_LIMIT) return [best];
  const distances = distanceMatrix(points);
  const budget = best.lengthKm * factor + 1e-9;
  const found: Route[] = [];
  const path: number[] = options.fixedStart ? [0] : [];
  const used = new Array<boolean>(points.length).fill(false);
  if (options.fixedStart) used[0] = true;
  let searched = 0;
  const extend = (length: number) => {
    if (length > budget || ++searched > SEARCH_BUDGET) return;
    if (path.length === points.length) {
      found.push({ order: [...path], lengthKm: length });
      return;
    }
    for (let next = 0; next < points.length; next++) {
      if (used[next]) continue;
      used[next] = true;
      path.push(next);
      extend(length + (path.length > 1 ? distances[path[path.length - 2]][next] : 0));
      path.pop();
      used[next] = false;
    }
  };
  extend(0);
  if (found.length === 0) found.push(best);
  return found.sort((a, b) => a.lengthKm - b.lengthKm).slice(0, limit);
}

function distanceMatrix(points: readonly LatLng[]): number[][] {
  return points.map((a) => points.map((b) => distanceKm(a, b)));
}

function lengthOf(order: number[], distances: number[][]): number {
  let total = 0;
  for (let i = 1; i < order.length; i++) total += distances[order[i - 1]][order[i]];
  return total;
}

/** Exact shortest Hamiltonian path: cost[set][last] over subsets, O(2^n n^2). */
function heldKarp(distances: number[][], fixedStart: boolean): number[] {
  const n = distances.length;
  const full = (1 << n) - 1;
  const cost = new Float64Array((1 << n) * n).fill(Infinity);
  const previous = new Int8Array((1 << n) * n).fill(-1);
  for (let start = 0; start < n; start++) if (!fixedStart || start === 0) cost[(1 << start) * n + start] = 0;
  for (let set = 1; set <= full; set++) {
    for (let last = 0; last < n; last++) {
      const here = cost[set * n + last];
      if (!(set & (1 << last)) || here === Infinity) continue;
      for (let next = 0; next < n; next++) {
        if (set & (1 << next)) continue;
        const grown = set | (1 << next);
        const candidate = here + distances[last][next];
        if (candidate < cost[grown * n + next]) {
          cost[grown * n + next] = candidate;
          previous[grown * n + next] = last;
        }
      }
    }
  }
  let last = 0;
  for (let i = 1; i < n; i++) if (cost[full * n + i] < cost[full * n + last]) last = i;
  const order: number[] = [];
  for (let set = full, at = last; at !== -1; ) {
    order.push(at);
    const before = previous[set * n + at];
    set &= ~(1 << at);
    at = before;
  }
  return order.reverse();
}

function nearestNeighbour(distances: number[][]): number[] {
  const order = [0];
  const left = new Set(distances.map((_, i) => i).slice(1));
  while (left.size > 0) {
    const last = order[order.length - 1];
    const next = [...left].reduce((a, b) => (distances[last][b] < distances[last][a] ? b : a));
    order.push(next);
    left.delete(next);
  }
  return order;
}

function twoOpt(order: number[], distances: number[][], fixedStart: boolean): number[] {
  let best = [...order];
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = fixedStart ? 1 : 0; i < best.length - 1; i++) {
      for (let j = i + 1; j < best.length; j++) {
        const candidate = [...best.slice(0, i), ...best.slice(i, j + 1).reverse(), ...best.slice(j + 1)];
        if (lengthOf(candidate, distances) + 1e-9 < lengthOf(best, distances)) {
          best = candidate;
          improved = true;
        }
      }
    }
  }
  return best;
}

