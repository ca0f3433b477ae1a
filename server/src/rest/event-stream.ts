/**
 * Server-sent events for a long-running request: named events with JSON data, a comment every
 * few seconds so proxies keep the connection open, and a signal that aborts when the client
 * goes away before the stream has ended.
 */
import type { Request, Response } from 'express';
import { AppError, errorBody, GENERIC_ERROR_MESSAGE } from '../common/app-error.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/database-unavailable.js';

const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** aborted when the client disconnects before end() */
  signal: AbortSignal;
  send(event: string, data: unknown): void;
  /** sends the error as an `error` event, in the REST error body's shape, then ends */
  fail(error: unknown): void;
  end(): void;
}

export function openEventStream(req: Request, res: Response): EventStream {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new DOMException('The client went away.', 'AbortError'));
  });
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  res.flushHeaders();
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  const stream: EventStream = {
    signal: controller.signal,
    send(event, data) {
      if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    fail(error) {
      if (controller.signal.aborted) return stream.end();
      if (error instanceof AppError) stream.send('error', errorBody(error));
      else if (isDatabaseUnavailable(error)) {
        req.log.warn({ err: error }, 'the database is not reachable');
        stream.send('error', errorBody(databaseUnavailable()));
      } else {
        req.log.error({ err: error }, 'unhandled stream error');
        stream.send('error', { error: 'internal_error', errorCode: 'internal_error', status: 500, message: GENERIC_ERROR_MESSAGE, requestId: req.id });
      }
      stream.end();
    },
    end() {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
  };
  return stream;
}
