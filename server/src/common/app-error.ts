/**
 * Application errors. Services throw an AppError with a code; one table turns the code into
 * an HTTP status for the REST shim and an `extensions.code` for GraphQL, so both APIs
 * report the same failure the same way.
 */
export const ERROR_CODES = {
  bad_request: { status: 400, graphql: 'BAD_USER_INPUT' },
  validation_failed: { status: 400, graphql: 'BAD_USER_INPUT' },
  unauthenticated: { status: 401, graphql: 'UNAUTHENTICATED' },
  forbidden: { status: 403, graphql: 'FORBIDDEN' },
  not_found: { status: 404, graphql: 'NOT_FOUND' },
  conflict: { status: 409, graphql: 'CONFLICT' },
  gone: { status: 410, graphql: 'GONE' },
  payload_too_large: { status: 413, graphql: 'PAYLOAD_TOO_LARGE' },
  unsupported_media_type: { status: 415, graphql: 'UNSUPPORTED_MEDIA_TYPE' },
  destination_not_covered: { status: 422, graphql: 'DESTINATION_NOT_COVERED' },
  rate_limited: { status: 429, graphql: 'RATE_LIMITED' },
  internal_error: { status: 500, graphql: 'INTERNAL_SERVER_ERROR' },
  plan_failed: { status: 422, graphql: 'PLAN_FAILED' },
  invalid_response_format: { status: 502, graphql: 'INVALID_RESPONSE_FORMAT' },
  ai_provider_error: { status: 502, graphql: 'AI_PROVIDER_ERROR' },
  ai_timeout: { status: 504, graphql: 'AI_TIMEOUT' },
  upstream_unavailable: { status: 502, graphql: 'UPSTREAM_UNAVAILABLE' },
  api_configuration_missing: { status: 503, graphql: 'API_CONFIGURATION_MISSING' },
  maintenance: { status: 503, graphql: 'MAINTENANCE' },
  service_unavailable: { status: 503, graphql: 'SERVICE_UNAVAILABLE' },
  database_unavailable: { status: 503, graphql: 'DATABASE_UNAVAILABLE' },
  storage_unavailable: { status: 503, graphql: 'STORAGE_UNAVAILABLE' },
  storage_full: { status: 507, graphql: 'STORAGE_FULL' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** safe, structured extra information for the client (e.g. field errors, suggestions) */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** The JSON body every REST error uses; `error` and `errorCode` both carry the code (docs/product/traveller.md, section 8). */
export function errorBody(error: AppError) {
  return { error: error.code, errorCode: error.code, status: error.status, message: error.message, ...error.details };
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
