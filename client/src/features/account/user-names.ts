import type { SessionUser } from '../../app/session';

type Named = Pick<SessionUser, 'firstName' | 'lastName' | 'username'>;

/** First and last name, else the username (as the admin sidebar shows people too). */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

/** First and last name initials, else the username's first letter in upper case. */
export function initialsOf(user: Named): string {
  if (user.firstName && user.lastName) return `${user.firstName[0]}${user.lastName[0]}`.toUpperCase();
  return (user.username[0] ?? '?').toUpperCase();
}
