import dayjs from 'dayjs';

/** 'Jun 1, 2026 at 09:30', 'Jun 1, 2026', a lone '09:30', or nothing. */
export function walletDateText(date?: string | null, time?: string | null): string | undefined {
  if (!date) return time || undefined;
  const day = dayjs(date);
  const shown = day.isValid() ? day.format('MMM D, YYYY') : date;
  return time ? `${shown} at ${time}` : shown;
}
