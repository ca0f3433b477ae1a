/**
 * One request to Google Places API (New): the key in a header (never in a URL, so it cannot
 * end up in a log or reach a browser), a time limit, and failures as PlaceLookupError with
 * only the status kept.
 */
import { PlaceLookupError } from './place-lookup-error.js';

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';
const TIMEOUT_MS = 10_000;

export interface GooglePlacesOptions {
  apiKey: string;
  /** tests point this at a local stand-in */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

export async function googlePlacesRequest(
  { apiKey, baseUrl = GOOGLE_PLACES_BASE_URL, fetchImpl = fetch }: GooglePlacesOptions,
  path: string,
  init: { method?: 'GET' | 'POST'; fieldMask?: string; body?: unknown; signal?: AbortSignal },
): Promise<Response> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const headers: Record<string, string> = { 'x-goog-api-key': apiKey };
  if (init.fieldMask) headers['x-goog-fieldmask'] = init.fieldMask;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new PlaceLookupError(`Google Places did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PlaceLookupError(`Google Places answered ${response.status}`);
  }
  return response;
}
