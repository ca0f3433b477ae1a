import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import type { Logger } from 'pino';
import { AppError, ERROR_CODES, GENERIC_ERROR_MESSAGE } from '../common/app-error.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { flattenValidationErrors } from '../common/validate-input.js';

// Errors Apollo raises itself for bad requests; their messages are safe to show.
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  // maintenance mode refusing a mutation (web/maintenance-gate.ts)
  'MAINTENANCE',
]);

const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables';

/**
 * graphql-js quotes a bad variable's whole value in each message: a 20,000-key object sent as
 * an input made a 14 MB answer of 50 such messages. A message is for a person; 500 characters do.
 */
const MAX_MESSAGE_LENGTH = 500;
const shorten = (message: string) => (message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message);

/**
 * Maps every error to what a client may see: AppErrors through the shared code table,
 * argument validation to BAD_USER_INPUT with field messages, anything unexpected to a
 * generic message (logged with the request id). Never a stack trace or SQL.
 */
export function createErrorFormatter(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    let original = unwrapResolverError(error);
    if (!(original instanceof AppError) && isDatabaseUnavailable(original)) {
      log.warn({ err: original }, 'the database is not reachable');
      original = databaseUnavailable();
    }
    const base = { message: shorten(formatted.message), locations: formatted.locations, path: formatted.path };
    if (original instanceof AppError) {
      return {
        ...base,
        message: original.message,
        extensions: { code: ERROR_CODES[original.code].graphql, errorCode: original.code, status: original.status, ...original.details },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const fields = flattenValidationErrors(original.extensions.validationErrors ?? []);
      const first = fields?.[0]?.messages[0];
      return { ...base, message: first ?? 'Invalid input', extensions: { code: 'BAD_USER_INPUT', errorCode: 'validation_failed', status: 400, fields } };
    }
    const code = formatted.extensions?.code;
    // graphql-js stops after 50 bad variable values with this error, which Apollo files as an internal one
    if ((code === undefined || code === 'INTERNAL_SERVER_ERROR') && formatted.message.startsWith(TOO_MANY_VARIABLE_ERRORS)) return { ...base, extensions: { code: 'BAD_USER_INPUT' } };
    if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
      return { ...base, extensions: { code } };
    }
    // The client went away and its work was cancelled: no one will read this answer.
    if ((original as Error | undefined)?.name === 'AbortError') {
      log.debug('GraphQL client disconnected; its work was cancelled');
      return { ...base, message: 'The request was cancelled', extensions: { code: 'CLIENT_CLOSED_REQUEST' } };
    }
    log.error({ err: original }, 'unexpected GraphQL error');
    return { ...base, message: GENERIC_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
