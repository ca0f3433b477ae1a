/** The companions' wordings: parts, what each part may do, dates. */
import dayjs from 'dayjs';

export type CompanionRole = 'editor' | 'viewer';

/** The link's lifetime, as the server sets it (INVITATION_DAYS); said wherever a link is handed out. */
export const INVITATION_DAYS = 7;
export const LINK_LIFETIME = `This link works once and expires in ${INVITATION_DAYS} days.`;

const LABELS: Record<string, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

/** 'Owner', 'Editor' or 'Viewer'; an unknown part is shown as the server named it. */
export const roleLabel = (role: string | null | undefined) => (role ? (LABELS[role] ?? role) : '');

/** What a part may do, for the invite form's choices. */
export const ROLE_CHOICES: { value: CompanionRole; label: string; help: string }[] = [
  { value: 'editor', label: 'Editor', help: 'Can change the plan and the wallet.' },
  { value: 'viewer', label: 'Viewer', help: 'Can see the plan and the wallet, but not change them.' },
];

/** The invite page's words for the part offered. */
export const partText = (role: string) =>
  role === 'editor' ? 'as an editor: you can change the plan and the wallet' : 'as a viewer: you can see the plan and the wallet';

/** 'Jun 8, 2026'. */
export const dayText = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** My Trips: the chip on a companion's card. */
export const sharedByText = (owner: string | null | undefined, role: string) => `Shared by ${owner ?? 'another traveller'} · ${roleLabel(role)}`;

/** My Trips: the owner's card of a trip with companions ('With ana and ben'). */
export function withNamesText(names: readonly string[]): string {
  if (names.length <= 1) return `With ${names[0] ?? ''}`;
  return `With ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
