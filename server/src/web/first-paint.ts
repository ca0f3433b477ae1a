/**
 * index.html carries the home page's first paint (the hero drawn in HTML and CSS, written by
 * the client's build: client/vite/home-shell.ts), so a visitor sees the page before the app's
 * JavaScript has arrived. It belongs to `/` only: other paths, and a site in maintenance, get
 * the app's own loading screen instead. The site's configured name replaces the default.
 */
import escapeHtml from 'escape-html';

/** The same markers as client/vite/home-shell.ts. */
const SHELL_START = '<!--home-shell-->';
const SHELL_END = '<!--/home-shell-->';
const SITE_NAME = /<span data-site-name>[^<]*<\/span>/g;
/** The build marks the app's scripts low priority, behind the first paint; without one they are the page. */
const LOW_PRIORITY = / fetchpriority="low"/g;

export interface FirstPaintOptions {
  path: string;
  siteName: string;
  maintenanceMode: boolean;
}

export function withFirstPaint(html: string, { path, siteName, maintenanceMode }: FirstPaintOptions): string {
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END);
  if (start < 0 || end < start) return html;
  if (path !== '/' || maintenanceMode) return (html.slice(0, start) + html.slice(end + SHELL_END.length)).replace(LOW_PRIORITY, '');
  const name = escapeHtml(siteName);
  return html.replace(SITE_NAME, () => `<span data-site-name>${name}</span>`);
}
