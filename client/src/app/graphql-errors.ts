/**
 * GraphQL failures as the ApiError the REST helper gives (docs/product/traveller.md, section 8), so callers that
 * moved from /api to GraphQL keep reading `status`, `code` and `message` the same way: the
 * server's AppErrors carry their HTTP status and code in `extensions` (the one error table),
 * Apollo's own errors are mapped by `extensions.code`, and a non-GraphQL HTTP answer is read
 * like a REST one. Anything else (offline, aborted) is returned unchanged.
 *
 * It imports Apollo Client's error classes: load it lazily from code on the home page's first load.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ApiError, toApiError } from './api';

/** HTTP statuses of the codes that can arrive without a `status` extension (Apollo's own errors). */
const STATUS_BY_CODE: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  MAINTENANCE: 503,
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** One GraphQL error as an ApiError; its body mirrors a REST error body ({ error, message, ... }). */
export function apiErrorOfGraphQL(error: GraphQLFormattedError): ApiError {
  const extensions = error.extensions ?? {};
  const code = text(extensions.code);
  const status = typeof extensions.status === 'number' ? extensions.status : ((code ? STATUS_BY_CODE[code] : undefined) ?? 500);
  const errorCode = text(extensions.errorCode) ?? code?.toLowerCase();
  return new ApiError(status, error.message, errorCode, { ...extensions, error: errorCode, message: error.message });
}

/** What a failed Apollo operation means for a caller that reads ApiErrors. */
export function toApiErrorFromApollo(error: unknown): unknown {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    return first ? apiErrorOfGraphQL(first) : new ApiError(500, error.message);
  }
  if (ServerError.is(error)) {
    // A GraphQL body on a non-2xx answer still says what went wrong; otherwise read it like REST.
    const graphQLError = firstGraphQLError(error.bodyText);
    return graphQLError ? apiErrorOfGraphQL({ ...graphQLError, extensions: { status: error.statusCode, ...graphQLError.extensions } }) : toApiError(error.statusCode, error.response.statusText, error.bodyText);
  }
  // A 2xx answer that is not JSON: the same outcome as a REST call's unreadable answer.
  if (ServerParseError.is(error)) return new ApiError(error.statusCode, 'Invalid response from server', undefined, error.bodyText);
  return error;
}

function firstGraphQLError(bodyText: string): GraphQLFormattedError | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    const first = Array.isArray(body.errors) ? (body.errors[0] as Partial<GraphQLFormattedError> | undefined) : undefined;
    return first && typeof first.message === 'string' ? (first as GraphQLFormattedError) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs an Apollo operation and turns its failure into an ApiError (see toApiErrorFromApollo). */
export async function asApiCall<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toApiErrorFromApollo(error);
  }
}
