/**
 * The home page's first paint, written into index.html by the build: the beta bar, the top bar
 * and the hero (its first picture and its words), drawn with a few lines of inline CSS before
 * any JavaScript has run. A phone on a slow network sees the page at once instead of a blank
 * screen for the seconds the app's code takes to arrive; the app replaces it when it starts.
 *
 * The server keeps it for `/` (other paths get the app's own loading screen) and writes the
 * site's name into the `data-site-name` spans (server/src/web/first-paint.ts); for a trip page
 * it keeps the bars and puts the trip's top in the hero's place (server/src/web/trip-first-paint/).
 * Sizes follow the theme (client/src/app/theme.ts) and HomeHero's minimum height, so the app's
 * hero takes the shell's place without moving.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import escapeHtml from 'escape-html';
import type { Plugin } from 'vite';
import { hero } from '../src/content/hero-words';

/** The markers the server looks for; the same strings are in server/src/web/first-paint.ts. */
export const HOME_SHELL_START = '<!--home-shell-->';
export const HOME_SHELL_END = '<!--/home-shell-->';
/** Around the hero: a trip page's first paint keeps the bars above it and puts the trip's top in its place. */
export const HOME_HERO_START = '<!--home-hero-->';
export const HOME_HERO_END = '<!--/home-hero-->';
/** The default site name, replaced by the server with the configured one. */
const SITE_NAME = '<span data-site-name>Odyssey</span>';
/** The carousel's first picture, in the page itself (a small SVG): it paints with the words, with no request to wait for. */
const FIRST_PICTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'hero', 'alpine-lake.svg');
const pictureDataUrl = () => `data:image/svg+xml,${encodeURIComponent(readFileSync(FIRST_PICTURE, 'utf8').trim())}`;

const CSS = `
body{margin:0;background:#F6F8F9;color:#10242B;font-family:"Plus Jakarta Sans Variable",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased}
.fp,.fp *{box-sizing:border-box}
.fp-beta{height:56px;background:linear-gradient(90deg,#064A52,#0B6E79)}
.fp-top{height:65px;background:rgba(255,255,255,.88);border-bottom:1px solid rgba(16,36,43,.1)}
.fp-box{max-width:1200px;margin:0 auto;padding:0 16px}
.fp-brand{display:flex;align-items:center;gap:10px;height:100%;font-size:20px;font-weight:800;letter-spacing:-.02em}
.fp-hero{position:relative;overflow:hidden;min-height:420px;padding:56px 0 128px;color:#fff}
.fp-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;transform:scale(1.03)}
.fp-shade{position:absolute;inset:0;background:linear-gradient(180deg,rgba(6,24,30,.55) 0%,rgba(6,24,30,.35) 45%,rgba(6,24,30,.7) 100%)}
.fp-words{position:relative}
.fp-over{margin:0;font-size:12px;line-height:2.66;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#FFA48C}
.fp-hero h1{margin:8px 0 0;max-width:780px;font-size:34px;line-height:1.1;font-weight:800;letter-spacing:-.025em;text-shadow:0 2px 24px rgba(0,0,0,.35)}
.fp-lead{margin:20px 0 0;max-width:640px;font-size:18px;line-height:1.6;font-weight:500;color:rgba(255,255,255,.9)}
@media (min-width:600px){.fp-beta{height:36px}.fp-box{padding:0 24px}.fp-hero h1{font-size:43.64px}.fp-lead{font-size:20px}}
@media (min-width:900px){.fp-top{height:73px}.fp-hero{min-height:500px;padding:88px 0 160px}.fp-hero h1{font-size:47.27px}}
@media (min-width:1200px){.fp-hero h1{font-size:52px}}
`.trim();

export function homeShellHtml(): string {
  const title = escapeHtml(hero.title('\u0000')).replace('\u0000', SITE_NAME);
  return [
    HOME_SHELL_START,
    `<style>${CSS}</style>`,
    '<div class="fp">',
    '<div class="fp-beta"></div>',
    `<div class="fp-top"><div class="fp-box fp-brand"><img src="/favicon.svg" width="34" height="34" alt="">${SITE_NAME}</div></div>`,
    HOME_HERO_START,
    '<section class="fp-hero">',
    `<img src="${pictureDataUrl()}" alt=""><div class="fp-shade"></div>`,
    `<div class="fp-box fp-words"><p class="fp-over">${escapeHtml(hero.overline)}</p><h1>${title}</h1><p class="fp-lead">${escapeHtml(hero.lead)}</p></div>`,
    '</section>',
    HOME_HERO_END,
    '</div>',
    HOME_SHELL_END,
  ].join('');
}

/**
 * Puts the shell inside `<div id="root">`; once Vite has added the app's scripts, marks them low priority, so that on a slow
 * network the first paint's stylesheet, picture and font are fetched ahead of the app's code.
 */
export function homeShell(): Plugin[] {
  return [shellInRoot(), scriptsAfterFirstPaint()];
}

function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'odyssey:home-shell-script-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

function shellInRoot(): Plugin {
  return {
    name: 'odyssey:home-shell',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes('<div id="root"></div>')) return html;
        return html.replace('<div id="root"></div>', `<div id="root">${homeShellHtml()}</div>`);
      },
    },
  };
}
