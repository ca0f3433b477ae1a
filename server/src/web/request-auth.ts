/**
 * Who is asking: the bearer token (if any) is checked once per request, for REST and GraphQL
 * alike. A bad token does not fail the request here: public calls work as anonymous, and
 * calls that need a user answer 401 with the token's problem (requireUser).
 */
import type { Request, RequestHandler } from 'express';
import { AppError } from '../common/app-error.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { invalidSession } from '../modules/auth/session-token.js';
import type { User } from '../modules/users/user.entity.js';
import type { Actor } from '../modules/trips/trip-access.js';
import { browserIdOf } from './browser-identity.js';

export interface RequestAuth {
  user?: User;
  /** why the presented token was refused */
  rejection?: AppError;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: RequestAuth;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

export function identifyUser(auth: AuthService): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) {
      req.auth = {};
      return next();
    }
    const token = BEARER.exec(header.trim())?.[1];
    if (!token) {
      req.auth = { rejection: invalidSession() };
      return next();
    }
    auth.authenticate(token).then(
      (user) => {
        req.auth = { user };
        next();
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) return next(error);
        req.auth = { rejection: error };
        next();
      },
    );
  };
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue';

/** The signed-in user, or a 401 saying what is wrong with the session. */
export function requireUser(auth: RequestAuth | undefined): User {
  if (auth?.user) return auth.user;
  throw auth?.rejection ?? new AppError('unauthenticated', SIGN_IN_REQUIRED);
}

/** Whoever is asking, for edit-rights checks: the browser's cookie id and the signed-in user. */
export function actorOf(req: Request): Actor {
  const user = req.auth?.user;
  return { browserId: browserIdOf(req), userId: user?.id ?? null, isAdmin: user?.isAdmin ?? false };
}

/** The client's address for rate limits (express resolves it through TRUST_PROXY). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
