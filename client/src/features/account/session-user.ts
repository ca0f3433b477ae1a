import type { SessionUser } from '../../app/session';

/** The fields a session keeps, without GraphQL's __typename (the stored user is plain JSON, as GET /api/user/profile gave it). */
export function toSessionUser(user: SessionUser): SessionUser {
  const { id, email, username, firstName, lastName, profileImageUrl, bio, isAdmin, createdAt, lastLogin } = user;
  return { id, email, username, firstName, lastName, profileImageUrl, bio, isAdmin, createdAt, lastLogin };
}
