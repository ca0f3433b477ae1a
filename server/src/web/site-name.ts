/**
 * The site's configured name (admin setting Site Name) in index.html wherever the build wrote the
 * default: the tab title, and every `<span data-site-name>` (the first paint's bars and hero, and
 * the no-JavaScript message), so a renamed site never shows "Odyssey" before or without the app.
 */
import escapeHtml from 'escape-html';

const TITLE = /<title>[^<]*<\/title>/;
const SITE_NAME = /<span data-site-name>[^<]*<\/span>/g;

export function withSiteName(html: string, siteName: string): string {
  const name = escapeHtml(siteName);
  // Replacer functions, so a name such as "$&" is written as it is, not as a replacement pattern.
  return html.replace(TITLE, () => `<title>${name}</title>`).replace(SITE_NAME, () => `<span data-site-name>${name}</span>`);
}
