/**
 * index.html carries the home page's first paint (the hero drawn in HTML and CSS, written by
 * the client's build: client/vite/home-shell.ts), so a visitor sees the page before the app's
 * JavaScript has arrived. It belongs to `/`; a trip page whose trip was found keeps its bars and
 * gets the trip's top in the hero's place (trip-first-paint/). There the app's scripts start
 * after the first frame (scripts-after-first-paint.ts). Other paths, and a site in maintenance,
 * get the app's own loading screen instead, and the scripts at once. The site's name is written
 * in afterwards, on every path (site-name.ts).
 */
import { injectDataBlock } from './injected-settings.js';
import { startScriptsAfterFirstPaint } from './scripts-after-first-paint.js';
import { INJECTED_TRIP_QUERIES_ID, tripIdOfPath, type TripFirstPaint } from './trip-first-paint/trip-first-paint.js';

/** The same markers as client/vite/home-shell.ts. */
const SHELL_START = '<!--home-shell-->';
const SHELL_END = '<!--/home-shell-->';
const HERO_START = '<!--home-hero-->';
const HERO_END = '<!--/home-hero-->';
/** The build marks the app's scripts low priority, behind the first paint; without one they are the page. */
const LOW_PRIORITY = / fetchpriority="low"/g;
/** The shell's beta bar, left out for a visitor who dismissed the banner (the same cookie as client/src/app/layout/beta-banner-dismissal.ts). */
const BETA_BAR = '<div class="fp-beta"></div>';
export const BETA_BANNER_DISMISSED_COOKIE = 'betaBannerDismissed';

export interface FirstPaintOptions {
  path: string;
  maintenanceMode: boolean;
  /** the visitor dismissed the beta banner: the first paint has no bar, so the page does not jump when the app starts */
  betaBannerDismissed?: boolean;
  /** the trip page's first paint, when `path` is a trip page whose trip was found */
  trip?: TripFirstPaint | null;
}

export function withFirstPaint(html: string, { path, maintenanceMode, betaBannerDismissed = false, trip }: FirstPaintOptions): string {
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END);
  if (start < 0 || end < start) return html;
  const withoutShell = () => (html.slice(0, start) + html.slice(end + SHELL_END.length)).replace(LOW_PRIORITY, '');
  if (maintenanceMode) return withoutShell();
  let page = html;
  if (path !== '/') {
    const heroStart = html.indexOf(HERO_START, start);
    const heroEnd = html.indexOf(HERO_END, heroStart);
    if (!trip || !tripIdOfPath(path) || heroStart < 0 || heroEnd < heroStart || heroEnd > end) return withoutShell();
    page = injectDataBlock(html.slice(0, heroStart) + trip.shell + html.slice(heroEnd + HERO_END.length), INJECTED_TRIP_QUERIES_ID, trip.queries);
  }
  return startScriptsAfterFirstPaint(betaBannerDismissed ? page.replace(BETA_BAR, '') : page);
}
