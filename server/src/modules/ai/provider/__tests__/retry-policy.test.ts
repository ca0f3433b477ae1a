import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { DEFAULT_RETRY_POLICY, isTransient, retryAfterMs, retryDelayAfter, retryDelayMs } from '../retry-policy.js';

const policy = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 10_000 };
const statusError = (status: number, headers: Record<string, string> = {}) => APIError.generate(status, { error: { message: 'x' } }, undefined, new Headers(headers));

describe('isTransient', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries status %i', (status) => expect(isTransient(statusError(status))).toBe(true));
  it.each([400, 401, 403, 404, 422])('does not retry status %i', (status) => expect(isTransient(statusError(status))).toBe(false));

  it('retries a dropped connection but not a timeout, an abort or a non-provider error', () => {
    expect(isTransient(new APIConnectionError({ message: 'socket hang up' }))).toBe(true);
    expect(isTransient(new APIConnectionTimeoutError())).toBe(false);
    expect(isTransient(new APIUserAbortError())).toBe(false);
    expect(isTransient(new Error('boom'))).toBe(false);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('reads retry-after-ms, then Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Mon, 01 Jun 2026 12:00:03 GMT' }), now)).toBe(3_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Mon, 01 Jun 2026 11:59:00 GMT' }), now)).toBe(0);
  });

  it('is undefined without a usable header', () => {
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  it('doubles the wait each retry, jittered between half and all of it, up to the cap', () => {
    expect(retryDelayMs(1, policy, undefined, () => 0)).toBe(250);
    expect(retryDelayMs(1, policy, undefined, () => 1)).toBe(500);
    expect(retryDelayMs(2, policy, undefined, () => 1)).toBe(1_000);
    expect(retryDelayMs(10, { ...policy, maxRetries: 10 }, undefined, () => 1)).toBe(8_000);
  });

  it('stops after maxRetries', () => {
    expect(retryDelayMs(3, policy, undefined)).toBeUndefined();
    expect(retryDelayMs(1, { ...policy, maxRetries: 0 }, undefined)).toBeUndefined();
  });

  it('honours a short Retry-After exactly and gives up on a long one', () => {
    expect(retryDelayMs(1, policy, 3_000)).toBe(3_000);
    expect(retryDelayMs(1, policy, 0)).toBe(0);
    expect(retryDelayMs(1, policy, 60_000)).toBeUndefined();
  });

  it('the default policy makes three attempts in all', () => {
    expect(DEFAULT_RETRY_POLICY.maxRetries).toBe(2);
  });
});

describe('retryDelayAfter', () => {
  it('combines the error kind, its Retry-After and the policy', () => {
    expect(retryDelayAfter(statusError(429, { 'retry-after': '1' }), 1, policy)).toBe(1_000);
    expect(retryDelayAfter(statusError(503), 1, policy, () => 0)).toBe(250);
    expect(retryDelayAfter(statusError(400), 1, policy)).toBeUndefined();
    expect(retryDelayAfter(statusError(500), 3, policy)).toBeUndefined();
  });
});
