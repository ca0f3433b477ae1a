/**
 * Tells a database that cannot be reached (PostgreSQL stopped, restarting, or the network to
 * it down) from a query that failed. The first is not the caller's fault nor a bug: it gets a
 * 503 `database_unavailable` that says to try again, instead of a generic 500. The pg pool
 * opens a new connection for the next query, so the app recovers by itself once the database
 * is back; nothing here needs to reconnect.
 */
import { AppError } from '../common/app-error.js';

// How long a client should wait before trying again (a PostgreSQL restart takes seconds).
const RETRY_AFTER_SECONDS = 5;

// The system's codes for a connection that could not be made or was lost.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL's: class 08 (connection exception), and the server shutting down or starting up
// (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
// What node-postgres says, without a code, when a connection dies or never comes.
const PG_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/, /^timeout expired$/];

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  return PG_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** True when the error, or the driver error TypeORM wrapped in it, says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    // pg reports several addresses tried (IPv4 and IPv6 for localhost) as one AggregateError
    if (current instanceof AggregateError && current.errors.some(isConnectionFailure)) return true;
    if (isConnectionFailure(current)) return true;
    const wrapper = current as { driverError?: unknown; cause?: unknown };
    current = wrapper.driverError ?? wrapper.cause;
  }
  return false;
}

export function databaseUnavailable(): AppError {
  return new AppError('database_unavailable', 'The database is not reachable right now. Please try again in a moment.', { retryAfterSeconds: RETRY_AFTER_SECONDS });
}
