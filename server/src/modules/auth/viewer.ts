/**
 * The viewer: who is asking. It is built once per request, when the request comes in
 * (web/identify-viewer.ts), and everything after reads it: the REST role guards, GraphQL's
 * authChecker, the trip rights (trips/trip-access.ts) and the services that need a user.
 *
 * There is one, so that "who is this?" has one answer per request. Three shapes of the same
 * facts (the token's user, the admin flag, the browser cookie) had grown apart before, and each
 * check read a different one.
 */
import { AppError } from '../../common/app-error.js';
import type { User } from '../users/index.js';

/** What a signed-in user may do across the site; an admin may do everything a traveller may. */
export type Role = 'traveller' | 'admin';

export interface Viewer {
  /** the bearer token's user, when the token was good */
  readonly user?: User;
  /** the user's role; none when anonymous */
  readonly role?: Role;
  /** the browser's id from its signed cookie: the creator of the temporary trips it generated */
  readonly browserId?: string;
  /** why the presented token was refused: what a 401 says instead of "please sign in" */
  readonly rejection?: AppError;
}

export function viewerOf(facts: { user?: User; browserId?: string; rejection?: AppError }): Viewer {
  const { user, browserId, rejection } = facts;
  return { user, role: user ? (user.isAdmin ? 'admin' : 'traveller') : undefined, browserId, rejection };
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const ADMIN_REQUIRED = 'Admin access required';

/** The signed-in user, or a 401 saying what is wrong with the session (an expired or revoked token says so). */
export function requireUser(viewer: Viewer | undefined): User {
  if (viewer?.user) return viewer.user;
  throw viewer?.rejection ?? new AppError('unauthenticated', SIGN_IN_REQUIRED);
}

/** The user when they have the role: 401 for the anonymous (or a bad session), 403 for a traveller asking for admin. */
export function requireRole(viewer: Viewer | undefined, role: Role): User {
  const user = requireUser(viewer);
  if (role === 'admin' && viewer?.role !== 'admin') throw new AppError('forbidden', ADMIN_REQUIRED);
  return user;
}
