/** The password reset email, in plain text and simple HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail({ siteName, link, username }: { siteName: string; link: string; username: string }) {
  const subject = `Reset your ${siteName} password`;
  const text = [
    `Hello ${username},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${siteName} account.`,
    'Open this link to choose a new password. It works once and expires in 1 hour:',
    '',
    link,
    '',
    "If you did not ask for this, ignore this email: your password stays as it is.",
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(username)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(siteName)} account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a>. The link works once and expires in 1 hour.</p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`;
  return { subject, text, html };
}
