/**
 * For a page with a first paint (the home page's hero, a trip's top): the app's module scripts
 * are fetched only once that first paint is on screen. The build writes them as ordinary tags
 * (marked low priority, client/vite/home-shell.ts); here they become one small script that
 * starts them after the first frame (client/public/start-after-first-paint.js). On a slow
 * phone the first frame then needs only the HTML and the stylesheet, and the app's 300 kB of
 * JavaScript follow it instead of racing it. The starter is `async`: a deferred script would hold
 * the end of parsing, and Chrome waits for that before it paints a page this small.
 */
import escapeHtml from 'escape-html';

export const START_AFTER_FIRST_PAINT_SCRIPT = '/start-after-first-paint.js';

/** The app's tags as the build writes them (see client/vite/home-shell.ts). */
const ENTRY = /[ \t]*<script type="module" fetchpriority="low" crossorigin src="([^"]+)"><\/script>\n?/g;
const PRELOAD = /[ \t]*<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">\n?/g;

/** index.html with the app's module scripts started after the first paint (unchanged if it has no such scripts). */
export function startScriptsAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1]);
  if (entries.length !== 1) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const starter = `<script src="${START_AFTER_FIRST_PAINT_SCRIPT}" data-entry="${escapeHtml(entries[0])}" data-preload="${escapeHtml(preloads.join(' '))}" async></script>`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(/([ \t]*)<\/head>/, (_match, indent: string) => `${indent}  ${starter}\n${indent}</head>`);
}
