/**
 * JSON calls to the REST shim under /api (spec sections 7 and 8): cookies always, a bearer
 * token when signed in, a JSON body when there is one, and every non-OK answer turned into
 * an ApiError with the status, the error code and a readable message.
 */
import { expireSession, readAuthToken } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** the body's `error` field when the body is JSON, e.g. 'not_found' */
    readonly code?: string,
    /** the parsed JSON body, or the raw text when it is not JSON */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** a plain value is sent as JSON; FormData is sent as multipart */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * What a 401 means for this call. 'expire-session' (the default) clears the session and
   * goes to /auth; 'return-null' resolves with null, for "who am I?" style reads; 'throw'
   * only throws the ApiError.
   */
  on401?: 'expire-session' | 'return-null' | 'throw';
}

/** Sign-in calls answer 401 for wrong credentials, which is not an expired session. */
const isAuthCall = (path: string) => path.includes('/api/auth/');

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

/** Spec section 8: body.message, else the status text, else the raw body, else the status. */
export function toApiError(status: number, statusText: string, text: string): ApiError {
  const body = parseBody(text);
  const message = field(body, 'message') || statusText || text || `${status} ${statusText}`.trim();
  return new ApiError(status, message, field(body, 'error'), body);
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, on401 = 'expire-session' } = options;
  const token = readAuthToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    signal,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();

  if (!response.ok) {
    if (response.status === 401) {
      if (on401 === 'return-null') return null as T;
      // A write without a token was never signed in, so there is no session to expire.
      const hadSession = method === 'GET' || token !== null;
      if (on401 === 'expire-session' && hadSession && !isAuthCall(path)) expireSession();
    }
    throw toApiError(response.status, response.statusText, text);
  }
  return parseBody(text) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
