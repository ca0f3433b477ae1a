/**
 * How a boundary guard that runs before any route refuses a request: under /api as the REST
 * error body (through the error handler), under /graphql as a GraphQL error list, both a 400
 * `validation_failed` with the guard's message.
 */
import type { NextFunction, Response } from 'express';
import { AppError } from '../common/app-error.js';

export type Api = 'rest' | 'graphql';

export function refuseInput(api: Api, message: string, res: Response, next: NextFunction): void {
  if (api === 'rest') return next(new AppError('validation_failed', message));
  res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', errorCode: 'validation_failed', status: 400 } }] });
}
