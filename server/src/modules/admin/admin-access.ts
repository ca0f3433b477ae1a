/**
 * The admin guard. Every admin service method calls it first, before reading or validating
 * its input, so REST and GraphQL answer the same: 401 for the anonymous (or a bad session),
 * 403 for a signed-in traveller who is not an admin.
 */
import { AppError } from '../../common/app-error.js';
import type { User } from '../users/user.entity.js';

/** Who is calling: the signed-in user, or why their session was refused (see web/request-auth.ts). */
export type Caller = { user?: User; rejection?: AppError } | undefined;

export const ADMIN_REQUIRED = 'Admin access required';

export function requireAdmin(caller: Caller): User {
  const user = caller?.user;
  if (!user) throw caller?.rejection ?? new AppError('unauthenticated', 'Please sign in to continue');
  if (!user.isAdmin) throw new AppError('forbidden', ADMIN_REQUIRED);
  return user;
}
