/**
 * Trip generation over POST /api/trips/generate/stream: server-sent events read with fetch and
 * a stream reader (EventSource cannot POST). The server sends `progress` events, then one
 * `trip` event or one `error` event in the REST error shape (docs/product/traveller.md, section 8).
 */
import { createParser } from 'eventsource-parser';
import { toApiError } from '../../../app/api';
import { expireSession, readAuthToken } from '../../../app/session';
import type { GenerateTripInput } from '../../../gql/graphql';
import { generationFailureOf, type GenerationFailure } from '../generation-errors';
import { progressEventOf, type GenerationProgressEvent } from './generation-progress';

// What a generation in progress needs besides the stream, in the same on-demand chunk.
export { advanceProgress, INITIAL_PROGRESS } from './generation-progress';

export const GENERATION_STREAM_PATH = '/api/trips/generate/stream';

/** A generation the server refused or could not finish, with what the error toast needs. */
export class GenerationStreamError extends Error {
  constructor(readonly failure: GenerationFailure) {
    super(failure.message ?? 'Trip generation failed');
    this.name = 'GenerationStreamError';
  }
}

export interface StreamOptions {
  signal?: AbortSignal;
  onProgress?: (event: GenerationProgressEvent) => void;
  /** tests pass a stand-in */
  fetchImpl?: typeof fetch;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Plans a trip and resolves with its uuid; rejects with a GenerationStreamError, or an AbortError when cancelled. */
export async function streamTripGeneration(input: GenerateTripInput, { signal, onProgress, fetchImpl = fetch }: StreamOptions = {}): Promise<string> {
  const token = readAuthToken();
  const response = await fetchImpl(GENERATION_STREAM_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok || !response.body) {
    // Refused before the stream opened (maintenance, rate limits, an expired session): a plain JSON error.
    const text = await response.text();
    if (response.status === 401 && token) expireSession();
    const error = toApiError(response.status, response.statusText, text);
    throw new GenerationStreamError({ ...generationFailureOf(error.body), status: response.status, message: error.message });
  }

  let outcome: { uuid: string } | { failure: GenerationFailure } | undefined;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (outcome) return;
      const payload = parseJson(data);
      if (event === 'progress') {
        const progress = progressEventOf(payload);
        if (progress) onProgress?.(progress);
      } else if (event === 'trip') {
        const uuid = (payload as { uuid?: unknown } | undefined)?.uuid;
        outcome = typeof uuid === 'string' ? { uuid } : { failure: {} };
      } else if (event === 'error') {
        outcome = { failure: generationFailureOf(payload) };
      }
    },
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let ended = false;
  try {
    // Read to the end even after the answer: the server closes the stream right after its last
    // event, and a response cancelled half-read shows as a failed request in the browser's console.
    while (!signal?.aborted) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      if (!outcome) parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Only a read that broke off (an error, or the traveller leaving) is cancelled.
    if (!ended) reader.cancel().catch(() => undefined);
  }
  signal?.throwIfAborted();
  if (!outcome) throw new GenerationStreamError({});
  if ('failure' in outcome) throw new GenerationStreamError(outcome.failure);
  return outcome.uuid;
}
