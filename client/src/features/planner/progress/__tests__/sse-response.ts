/** Test helpers: a fetch Response whose body streams the given pieces, as a server-sent event stream would. */
import { ReadableStream } from 'node:stream/web';

export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface ScriptedStream {
  response: Response;
  /** sends one more piece */
  push(piece: string): void;
  end(): void;
}

/** A stream the test feeds piece by piece; `response.body` is a real ReadableStream. */
export function scriptedStream(): ScriptedStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const response = { ok: true, status: 200, statusText: 'OK', body, text: async () => '' } as unknown as Response;
  return { response, push: (piece) => controller.enqueue(encoder.encode(piece)), end: () => controller.close() };
}

/** A stream that has everything already, split at awkward places. */
export function streamOf(text: string, pieceSize = 7): Response {
  const stream = scriptedStream();
  for (let start = 0; start < text.length; start += pieceSize) stream.push(text.slice(start, start + pieceSize));
  stream.end();
  return stream.response;
}

/** A plain (non-stream) error answer, as the server sends before a stream opens. */
export function jsonError(status: number, statusText: string, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: false, status, statusText, body: null, text: async () => text } as unknown as Response;
}
