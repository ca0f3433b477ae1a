import dayjs from 'dayjs';

/** 'Kyoto, Japan' from an activity's details (destination and country), or '' without them. */
export function activityPlace(details: unknown): string {
  if (typeof details !== 'object' || details === null) return '';
  const { destination, country } = details as Record<string, unknown>;
  return [destination, country].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(', ');
}

/** Who did it: the user's email, or 'A visitor' for someone without an account. */
export function activityActor(userInfo: { email: string } | null | undefined): string {
  return userInfo?.email ?? 'A visitor';
}

/** 'MMM d, yyyy' with the time: 'Nov 22, 2026, 14:05'. */
export function activityTime(createdAt: string): string {
  const at = dayjs(createdAt);
  return at.isValid() ? at.format('MMM D, YYYY, HH:mm') : '';
}

/** The average trip length as the card shows it: one decimal, no trailing '.0'. */
export function formatDays(days: number): string {
  return Number.isFinite(days) ? String(Math.round(days * 10) / 10) : '0';
}
