/**
 * An activity's time as travellers write it, read as minutes after midnight: the client's
 * free-slot rule and the server's placing of a new activity read times the same way.
 */

/** 'H:MM', 'HH.MM' or 'H:MM am/pm' in minutes after midnight; other text is no time. */
export function minutesOfDay(text: string | null | undefined): number | undefined {
  const match = /^(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?$/i.exec((text ?? '').trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.[0].toLowerCase();
  if (minutes > 59 || hours > (meridiem ? 12 : 23) || (meridiem && hours === 0)) return undefined;
  if (meridiem) hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  return hours * 60 + minutes;
}
