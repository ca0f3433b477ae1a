/**
 * Settling up (issue 22): the fewest payments that leave every traveller square. Balances are
 * whole cents of one currency, summing to zero. The fewest payments for n people is n minus the
 * largest number of groups the people can be split into with each group's balances summing to
 * zero, since a group of k settles in k - 1 payments and no fewer. That split is found exactly,
 * by dynamic programming over subsets (a trip has at most 21 travellers: 2^21 states); within a
 * group, the largest debtor pays the largest creditor until all are square.
 */

export interface Payment {
  from: number;
  to: number;
  cents: number;
}

/** Beyond this many people with a balance, the exact search is too large; payments are then greedy (at most n - 1). */
export const EXACT_LIMIT = 21;

/** Payments that settle `balances` (person -> cents owed to them; negative when they owe), fewest first. */
export function settleUp(balances: ReadonlyMap<number, number>): Payment[] {
  const people = [...balances].filter(([, cents]) => cents !== 0);
  const total = people.reduce((sum, [, cents]) => sum + cents, 0);
  if (total !== 0) throw new Error(`balances must sum to zero, not ${total}`);
  const groups = people.length <= EXACT_LIMIT ? zeroSumGroups(people.map(([, cents]) => cents)).map((group) => group.map((index) => people[index])) : [people];
  return groups.flatMap((group) => greedy(group));
}

/** The people (as indexes) split into the most groups that each sum to zero. */
function zeroSumGroups(cents: number[]): number[][] {
  const n = cents.length;
  if (n === 0) return [];
  const size = 1 << n;
  const sum = new Float64Array(size);
  const best = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low] + cents[31 - Math.clz32(low)];
    let most = 0;
    for (let rest = mask; rest; rest &= rest - 1) {
      const bit = rest & -rest;
      if (best[mask ^ bit] > most) most = best[mask ^ bit];
    }
    best[mask] = most + (sum[mask] === 0 ? 1 : 0);
  }
  // Walk back: remove, one at a time, a person whose removal keeps the best count; read forwards,
  // the people join in that order and a group closes each time the running sum is zero.
  const order: number[] = [];
  for (let mask = size - 1; mask; ) {
    const closes = sum[mask] === 0 ? 1 : 0;
    let chosen = -1;
    for (let rest = mask; rest; rest &= rest - 1) {
      const bit = rest & -rest;
      if (best[mask ^ bit] + closes === best[mask]) {
        chosen = 31 - Math.clz32(bit);
        break;
      }
    }
    order.push(chosen);
    mask ^= 1 << chosen;
  }
  order.reverse();
  const groups: number[][] = [];
  let current: number[] = [];
  let running = 0;
  for (const index of order) {
    current.push(index);
    running += cents[index];
    if (running === 0) {
      groups.push(current);
      current = [];
    }
  }
  return groups;
}

/** Largest debtor pays largest creditor; each payment squares at least one person. */
function greedy(group: Array<[number, number]>): Payment[] {
  const left = new Map(group);
  const payments: Payment[] = [];
  for (;;) {
    const entries = [...left].filter(([, cents]) => cents !== 0);
    if (entries.length === 0) return payments;
    const debtor = entries.reduce((a, b) => (b[1] < a[1] ? b : a));
    const creditor = entries.reduce((a, b) => (b[1] > a[1] ? b : a));
    const cents = Math.min(-debtor[1], creditor[1]);
    payments.push({ from: debtor[0], to: creditor[0], cents });
    left.set(debtor[0], debtor[1] + cents);
    left.set(creditor[0], creditor[1] - cents);
  }
}
