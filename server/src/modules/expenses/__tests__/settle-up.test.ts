import { seededRandom } from '../../planner/random.js';
import { settleUp, type Payment } from '../settle-up.js';

const apply = (balances: Map<number, number>, payments: Payment[]) => {
  const after = new Map(balances);
  for (const { from, to, cents } of payments) {
    after.set(from, after.get(from)! + cents);
    after.set(to, after.get(to)! - cents);
  }
  return [...after.values()].every((cents) => cents === 0);
};

describe('settling up', () => {
  test('nothing owed, nothing paid', () => {
    expect(settleUp(new Map([[1, 0], [2, 0]]))).toEqual([]);
  });

  test('two people: one payment of what is owed', () => {
    expect(settleUp(new Map([[1, 2500], [2, -2500]]))).toEqual([{ from: 2, to: 1, cents: 2500 }]);
  });

  test('groups that square among themselves settle apart: three payments, where largest-pays-largest takes four', () => {
    // Largest debtor to largest creditor: 3 pays 1 (40.00), then 4 pays 2, 5 pays 1, 5 pays 2.
    const balances = new Map([[1, 5000], [2, 4000], [3, -4000], [4, -3000], [5, -2000]]);
    const payments = settleUp(balances);
    expect(payments).toHaveLength(3);
    expect(payments).toContainEqual({ from: 3, to: 2, cents: 4000 });
    expect(apply(balances, payments)).toBe(true);
  });

  test('balances that do not sum to zero are a programming error', () => {
    expect(() => settleUp(new Map([[1, 10]]))).toThrow('sum to zero');
  });

  test('random groups of up to 21: every payment positive, everyone square, never more than n - 1 payments', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 40; round++) {
      // The last round has the most a trip can hold: its owner and 20 companions.
      const people = round === 39 ? 21 : 2 + Math.floor(random() * 15);
      const balances = new Map<number, number>();
      let total = 0;
      for (let person = 1; person < people; person++) {
        const cents = Math.round((random() - 0.5) * 20_000);
        balances.set(person, cents);
        total += cents;
      }
      balances.set(people, -total);
      const payments = settleUp(balances);
      expect(apply(balances, payments)).toBe(true);
      expect(payments.every((payment) => payment.cents > 0)).toBe(true);
      expect(payments.length).toBeLessThanOrEqual([...balances.values()].filter((cents) => cents !== 0).length - 1);
    }
  });
});
