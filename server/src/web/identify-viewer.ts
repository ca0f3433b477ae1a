/**
 * Builds the request's viewer (modules/auth/viewer.ts), once, for REST and GraphQL alike: the
 * bearer token is checked and the browser cookie read here. A bad token does not fail the
 * request: public calls work as anonymous, and calls that need a user answer 401 with the
 * token's problem.
 */
import type { Request, RequestHandler } from 'express';
import { AppError } from '../common/app-error.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { invalidSession } from '../modules/auth/session-token.js';
import { viewerOf, type Viewer } from '../modules/auth/viewer.js';
import { browserIdOf } from './browser-identity.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** set by identifyViewer for every /api and /graphql request */
    viewer?: Viewer;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

export function identifyViewer(auth: AuthService): RequestHandler {
  return (req, _res, next) => {
    viewerOfCredentials(auth, req.headers.authorization, browserIdOf(req)).then((viewer) => {
      req.viewer = viewer;
      next();
    }, next);
  };
}

/**
 * The viewer a bearer header and a browser id stand for: HTTP requests and WebSocket connections
 * (web/live-updates.ts) are identified alike. A bad token is a rejection kept on the viewer, not
 * an error: public calls still work.
 */
export async function viewerOfCredentials(auth: AuthService, header: string | undefined, browserId: string | undefined): Promise<Viewer> {
  if (!header) return viewerOf({ browserId });
  const token = BEARER.exec(header.trim())?.[1];
  if (!token) return viewerOf({ browserId, rejection: invalidSession() });
  try {
    return viewerOf({ user: await auth.authenticate(token), browserId });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return viewerOf({ browserId, rejection: error });
  }
}

/** The request's viewer; anonymous when identifyViewer did not run (a router mounted on its own in a test). */
export const viewerOfRequest = (req: Request): Viewer => req.viewer ?? viewerOf({ browserId: browserIdOf(req) });

/** The client's address for rate limits (express resolves it through TRUST_PROXY). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
