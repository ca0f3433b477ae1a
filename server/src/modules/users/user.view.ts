import type { User } from './user.entity.js';

/** A user as REST clients see them: never the password hash or the session version. */
export function userView(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
    plan: user.plan,
    planStartedAt: user.planStartedAt,
  };
}

export type UserView = ReturnType<typeof userView>;
