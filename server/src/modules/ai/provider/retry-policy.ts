/** When a failed call to the model is worth another try, and how long to wait before it. */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

export interface RetryPolicy {
  /** tries after the first one */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** a Retry-After longer than this is not waited for: a traveller is watching, so the call fails */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 10_000 };

/** Rate limits, server errors and dropped connections pass; timeouts and bad requests do not. */
export function isTransient(error: unknown): boolean {
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return false;
  if (error instanceof APIConnectionError) return true;
  if (!(error instanceof APIError) || error.status === undefined) return false;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The wait the server asked for, from retry-after-ms or Retry-After (seconds or an HTTP date). */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Milliseconds to wait before retry number `retry` (1 for the first retry), or undefined when
 * the call should fail now. Without a Retry-After the wait doubles each time, with jitter
 * between half and all of it so that many instances do not retry in step.
 */
export function retryDelayMs(
  retry: number,
  policy: RetryPolicy,
  retryAfter: number | undefined,
  random: () => number = Math.random,
): number | undefined {
  if (retry > policy.maxRetries) return undefined;
  if (retryAfter !== undefined) return retryAfter <= policy.maxRetryAfterMs ? retryAfter : undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** The wait before retrying after `error`, or undefined when it should not be retried. */
export function retryDelayAfter(error: unknown, retry: number, policy: RetryPolicy, random?: () => number): number | undefined {
  if (!isTransient(error)) return undefined;
  const headers = error instanceof APIError ? error.headers : undefined;
  return retryDelayMs(retry, policy, retryAfterMs(headers), random);
}
