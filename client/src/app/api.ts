/**
 * A failed call as docs/product/traveller.md, section 8, describes it: the HTTP status, the
 * error code and a readable message. The client's data comes over GraphQL, whose failures are
 * mapped onto it (graphql-errors.ts); the generation stream's HTTP answers are read with
 * toApiError.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** the error code: a JSON body's `error` field, or a GraphQL error's `extensions.errorCode`, e.g. 'not_found' */
    readonly code?: string,
    /** the parsed JSON body, or the raw text when it is not JSON (for GraphQL: the error's extensions and message) */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** docs/product/traveller.md, section 8: body.message, else the status text, else the raw body, else the status. */
export function toApiError(status: number, statusText: string, text: string): ApiError {
  const body = parseBody(text);
  const message = field(body, 'message') || statusText || text || `${status} ${statusText}`.trim();
  return new ApiError(status, message, field(body, 'error'), body);
}
