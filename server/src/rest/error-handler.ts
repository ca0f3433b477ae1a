import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, errorBody, GENERIC_ERROR_MESSAGE } from '../common/app-error.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/database-unavailable.js';

/** Unknown /api paths answer in JSON, like every other API error. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBody(new AppError('not_found', `No API route for ${req.method} ${req.path}`)));
};

/** Errors thrown by body parsers carry an HTTP status and a type; map the ones clients cause. */
function fromBodyParser(error: { type?: string; status?: number }): AppError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError('bad_request', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new AppError('payload_too_large', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'Unsupported request encoding');
    default:
      return error.status && error.status >= 400 && error.status < 500 ? new AppError('bad_request', 'Bad request') : undefined;
  }
}

/**
 * The one JSON error handler: application codes to HTTP statuses, a database out of reach to
 * 503, everything else to a generic 500.
 */
export const jsonErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  // The client went away (its request's work was aborted): there is no one to answer.
  if (res.destroyed || req.socket.destroyed) {
    if ((error as Error)?.name === 'AbortError') req.log.debug('client disconnected; its work was cancelled');
    else req.log.error({ err: error }, 'request error after the client disconnected');
    return;
  }
  // An answer has already gone (e.g. an upload refused while it streamed): it cannot be replaced.
  if (res.headersSent) {
    req.log.warn({ err: error }, 'request error after the response was sent');
    return;
  }
  let appError = error instanceof AppError ? error : fromBodyParser(error as { type?: string; status?: number });
  if (!appError && isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, 'the database is not reachable');
    appError = databaseUnavailable();
  }
  if (appError) {
    const retryAfter = appError.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.status(appError.status).json(errorBody(appError));
    return;
  }
  req.log.error({ err: error }, 'unhandled request error');
  res.status(500).json({ error: 'internal_error', errorCode: 'internal_error', status: 500, message: GENERIC_ERROR_MESSAGE, requestId: req.id });
};
