/**
 * Brute-force and abuse limits for the account calls, per client address and per account.
 * On PostgreSQL the counters live in the shared rate_limits table, so every instance counts
 * together; the embedded database is single-instance by design, so memory is enough there.
 */
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error.js';

/** Each rule: at most `points` events per `seconds`. */
export const AUTH_RATE_LIMITS = {
  /** failed sign-ins for one account, from anywhere */
  loginFailuresPerAccount: { points: 5, seconds: 15 * 60 },
  /** failed sign-ins from one address, over any accounts */
  loginFailuresPerAddress: { points: 20, seconds: 15 * 60 },
  /** reset emails for one account (no inbox flooding) */
  resetRequestsPerAccount: { points: 3, seconds: 60 * 60 },
  resetRequestsPerAddress: { points: 10, seconds: 60 * 60 },
  registrationsPerAddress: { points: 10, seconds: 60 * 60 },
} as const;

type RuleName = keyof typeof AUTH_RATE_LIMITS;

/** Keys are hashed: an email can be longer than the key column, and the table then holds no addresses. */
const keyOf = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('hex');

const waitText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export class AuthRateLimits {
  private readonly limiters: Record<RuleName, RateLimiterAbstract>;

  constructor(dataSource: DataSource, databaseKind: 'embedded' | 'postgres') {
    const make = (name: RuleName): RateLimiterAbstract => {
      const { points, seconds } = AUTH_RATE_LIMITS[name];
      const options = { keyPrefix: name, points, duration: seconds };
      return databaseKind === 'postgres'
        ? new RateLimiterPostgres({ ...options, storeClient: dataSource, storeType: 'typeorm', tableName: 'rate_limits', tableCreated: true })
        : new RateLimiterMemory(options);
    };
    this.limiters = Object.fromEntries(Object.keys(AUTH_RATE_LIMITS).map((name) => [name, make(name as RuleName)])) as Record<RuleName, RateLimiterAbstract>;
  }

  /** Refuses a sign-in while either failure budget is spent, before the password is even checked. */
  async assertSignInAllowed(address: string, email: string): Promise<void> {
    const [account, from] = await Promise.all([
      this.limiters.loginFailuresPerAccount.get(keyOf(email)),
      this.limiters.loginFailuresPerAddress.get(keyOf(address)),
    ]);
    const blocked = [
      { res: account, points: AUTH_RATE_LIMITS.loginFailuresPerAccount.points },
      { res: from, points: AUTH_RATE_LIMITS.loginFailuresPerAddress.points },
    ].filter(({ res, points }) => res !== null && res.consumedPoints >= points);
    if (blocked.length > 0) {
      const wait = Math.max(...blocked.map(({ res }) => res!.msBeforeNext));
      throw tooMany(`Too many failed sign-in attempts. Please try again in ${waitText(wait)}.`, wait);
    }
  }

  async recordSignInFailure(address: string, email: string): Promise<void> {
    await Promise.all([this.spend('loginFailuresPerAccount', email), this.spend('loginFailuresPerAddress', address)]);
  }

  /** A correct password clears the account's failures (not the address's: one address may try many accounts). */
  async recordSignInSuccess(email: string): Promise<void> {
    await this.limiters.loginFailuresPerAccount.delete(keyOf(email));
  }

  async consumeResetRequest(address: string, email: string): Promise<void> {
    const refused = [await this.spend('resetRequestsPerAddress', address), await this.spend('resetRequestsPerAccount', email)].find(Boolean);
    if (refused) throw tooMany(`Too many password reset requests. Please try again in ${waitText(refused.msBeforeNext)}.`, refused.msBeforeNext);
  }

  async consumeRegistration(address: string): Promise<void> {
    const refused = await this.spend('registrationsPerAddress', address);
    if (refused) throw tooMany(`Too many accounts created from your network. Please try again in ${waitText(refused.msBeforeNext)}.`, refused.msBeforeNext);
  }

  /** Spends one point; returns the limiter's answer when the budget was already spent. */
  private async spend(rule: RuleName, value: string): Promise<RateLimiterRes | undefined> {
    try {
      await this.limiters[rule].consume(keyOf(value));
      return undefined;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw rejection;
    }
  }
}

function tooMany(message: string, waitMs: number): AppError {
  return new AppError('rate_limited', message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}
