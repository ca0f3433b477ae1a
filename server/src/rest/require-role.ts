/**
 * The REST shim's role guard, declared on the route beside its path:
 * `router.get('/admin/stats', requireRole('admin'), handler)`. It answers before the handler
 * reads a byte of the body: 401 for the signed-out (or a bad session, saying what is wrong with
 * it), 403 for a signed-in traveller asking for admin. GraphQL's twin is graphql/auth-checker.ts.
 */
import type { RequestHandler } from 'express';
import { requireRole as checkRole, type Role } from '../modules/auth/viewer.js';
import { viewerOfRequest } from '../web/identify-viewer.js';

/** Where a guard keeps the role it asks for, so the authorisation tests can find every guarded route. */
export const GUARDED_ROLE = Symbol.for('odyssey.guardedRole');

export type RoleGuard = RequestHandler & { [GUARDED_ROLE]: Role };

export function requireRole(role: Role): RoleGuard {
  const guard: RequestHandler = (req, _res, next) => {
    checkRole(viewerOfRequest(req), role);
    next();
  };
  return Object.assign(guard, { [GUARDED_ROLE]: role });
}
