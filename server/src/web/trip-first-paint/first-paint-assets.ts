/**
 * `trip-first-paint.json`, written by the client's build beside index.html
 * (client/vite/trip-first-paint.ts): the trip page's first queries, as the client sends them,
 * and the hero's icons. A build without it (or a damaged one) simply gets no trip first paint.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ShellIcons } from './trip-shell.js';

export type InjectedQueryName = 'TripPage' | 'TripImagesSettings' | 'TripMapTiles' | 'SiteSettings';

export const TRIP_FIRST_PAINT_FILE = 'trip-first-paint.json';

const assetsSchema = z.object({
  queries: z.object({ TripPage: z.string().min(1), TripImagesSettings: z.string().min(1), TripMapTiles: z.string().min(1), SiteSettings: z.string().min(1) }),
  icons: z.object({ place: z.string(), calendar: z.string(), wallet: z.string(), group: z.string(), bookmark: z.string(), share: z.string() }),
});

export interface FirstPaintAssets {
  /** by operation name: the trip (variable `uuid`), then public settings (no variables) */
  queries: Record<InjectedQueryName, string>;
  icons: ShellIcons;
}

export async function readFirstPaintAssets(clientDist: string): Promise<FirstPaintAssets | null> {
  try {
    const parsed = assetsSchema.safeParse(JSON.parse(await readFile(path.join(clientDist, TRIP_FIRST_PAINT_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
