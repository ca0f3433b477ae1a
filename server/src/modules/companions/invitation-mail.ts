/** The invitation email, in plain text and simple HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function invitationMail({ siteName, link, invitedBy, destination, role, days }: { siteName: string; link: string; invitedBy: string; destination: string; role: string; days: number }) {
  const part = role === 'editor' ? 'plan it with them' : 'follow it';
  const subject = `${invitedBy} invited you to their trip to ${destination}`;
  const text = [
    `${invitedBy} invited you to their ${siteName} trip to ${destination}, to ${part}.`,
    '',
    `Open this link to join. You need an account on ${siteName}; the link works once and expires in ${days} days:`,
    '',
    link,
    '',
    'If you were not expecting this, ignore this email.',
  ].join('\n');
  const html = `<p>${escapeHtml(invitedBy)} invited you to their ${escapeHtml(siteName)} trip to ${escapeHtml(destination)}, to ${part}.</p>
<p><a href="${escapeHtml(link)}">Join the trip</a>. You need an account on ${escapeHtml(siteName)}; the link works once and expires in ${days} days.</p>
<p>If you were not expecting this, ignore this email.</p>`;
  return { subject, text, html };
}
