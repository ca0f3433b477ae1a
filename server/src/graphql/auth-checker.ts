/**
 * type-graphql's authChecker: `@Authorized()` on an operation asks for a signed-in user,
 * `@Authorized('admin')` for an admin. It runs before the resolver and before its arguments are
 * validated, so the signed-out and the wrong role get the same 401 and 403 (with the same
 * messages, an expired session included) over GraphQL as the REST guards give.
 */
import type { AuthCheckerFn } from 'type-graphql';
import { requireRole, type Role } from '../modules/auth/viewer.js';
import type { GraphQLContext } from './context.js';

export const authChecker: AuthCheckerFn<Pick<GraphQLContext, 'viewer'>, Role> = ({ context }, roles) => {
  requireRole(context.viewer, roles.includes('admin') ? 'admin' : 'traveller');
  return true;
};
