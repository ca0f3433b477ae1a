/**
 * What the server needs to write a trip page's first paint (server/src/web/trip-first-paint/),
 * emitted by the build as `trip-first-paint.json` beside index.html:
 *   - the queries the trip page asks first (the trip; the public settings its hero, map and
 *     layout read), as the client sends them (with the __typename
 *     fields Apollo's cache adds): the server runs them for the HTML request and inlines their
 *     answers, so the page renders from its cache at once, with exactly the data the query gives;
 *   - the hero's icons (their SVG contents, from the same MUI icons the page uses), so the
 *     first paint shows the same pictures.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import BookmarkIcon from '@mui/icons-material/BookmarkBorderRounded';
import CalendarIcon from '@mui/icons-material/CalendarMonthRounded';
import GroupIcon from '@mui/icons-material/GroupRounded';
import PlaceIcon from '@mui/icons-material/PlaceRounded';
import ShareIcon from '@mui/icons-material/IosShareRounded';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import type { Plugin } from 'vite';
import { SiteSettingsDocument, TripImagesSettingsDocument, TripMapTilesDocument, TripPageDocument } from '../src/gql/graphql.js';

/** The file's name; the same string is in server/src/web/trip-first-paint/first-paint-assets.ts. */
export const TRIP_FIRST_PAINT_FILE = 'trip-first-paint.json';

/** The icons of TripHero.tsx, by the names the server's shell uses. */
const ICONS: Record<string, unknown> = { place: PlaceIcon, calendar: CalendarIcon, wallet: WalletIcon, group: GroupIcon, bookmark: BookmarkIcon, share: ShareIcon };

const asSent = (document: unknown) => print(addTypenameToDocument(document as DocumentNode));

/** The inside of an icon's <svg> element (its paths), as MUI draws it. */
function iconContents(icon: unknown): string {
  // The icon packages are CommonJS: loaded from an ES module, the component may sit on `default`.
  const component = ((icon as { default?: unknown }).default ?? icon) as ComponentType;
  const markup = renderToStaticMarkup(createElement(component));
  const inside = /<svg[^>]*>(.*)<\/svg>/s.exec(markup)?.[1];
  if (!inside) throw new Error(`an icon drew no SVG: ${markup.slice(0, 200)}`);
  return inside;
}

export function tripFirstPaintAssets() {
  return {
    queries: {
      TripPage: asSent(TripPageDocument),
      TripImagesSettings: asSent(TripImagesSettingsDocument),
      TripMapTiles: asSent(TripMapTilesDocument),
      SiteSettings: asSent(SiteSettingsDocument),
    },
    icons: Object.fromEntries(Object.entries(ICONS).map(([name, icon]) => [name, iconContents(icon)])),
  };
}

export function tripFirstPaint(): Plugin {
  return {
    name: 'odyssey:trip-first-paint',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: TRIP_FIRST_PAINT_FILE, source: JSON.stringify(tripFirstPaintAssets()) });
    },
  };
}
