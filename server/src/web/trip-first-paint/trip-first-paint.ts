/**
 * A trip page's first paint: for `/trip/<uuid>` the server runs the page's first queries (the
 * same documents the client sends, through the same GraphQL schema and trip service, as the
 * visitor; and the public settings the page reads first), then writes
 *   - the trip's top (trip-shell.ts) in place of the home page's hero, so a phone shows the
 *     trip before the app's code has arrived, and
 *   - the queries' answers as a JSON data block, which the app puts into its Apollo cache
 *     (client/src/features/trip-page/injected-trip-queries.ts), so it renders the trip at once
 *     instead of asking for it again.
 * An id that names no trip (or a failed query) gets neither: the app shows its error state.
 * A site in maintenance gets neither either (first-paint.ts removes the first paint then).
 */
import type { FirstPaintAssets, InjectedQueryName } from './first-paint-assets.js';
import { shellTripSchema, tripShellCss, tripShellHtml } from './trip-shell.js';

/** The data block's id; the same string is in client/src/features/trip-page/injected-trip-queries.ts. */
export const INJECTED_TRIP_QUERIES_ID = 'odyssey-trip-queries';

const TRIP_PATH = /^\/trip\/([^/]+)\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs one GraphQL operation as the visitor; resolves to its single result. */
export type QueryRunner = (query: string, variables: Record<string, unknown>) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly unknown[] }>;

/** One query's answer as the client's cache takes it: the variables it was asked with and its data. */
export interface InjectedQuery {
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface TripFirstPaint {
  /** <style> and markup that take the home hero's place */
  shell: string;
  /** by operation name */
  queries: Record<InjectedQueryName, InjectedQuery>;
}

/** The trip id in a trip page's path (as the app's router reads it), or null for any other path or a malformed id. */
export function tripIdOfPath(path: string): string | null {
  const segment = TRIP_PATH.exec(path)?.[1];
  if (!segment) return null;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return UUID.test(id) ? id : null;
}

export async function tripFirstPaint(path: string, assets: FirstPaintAssets | null, run: QueryRunner): Promise<TripFirstPaint | null> {
  const uuid = tripIdOfPath(path);
  if (!uuid || !assets) return null;
  const names = Object.keys(assets.queries) as InjectedQueryName[];
  const variablesOf = (name: InjectedQueryName) => (name === 'TripPage' ? { uuid } : {});
  const results = await Promise.all(names.map((name) => run(assets.queries[name], variablesOf(name))));
  const queries = {} as Record<InjectedQueryName, InjectedQuery>;
  for (const [index, name] of names.entries()) {
    const { data, errors } = results[index];
    if (errors?.length || !data) return null;
    queries[name] = { variables: variablesOf(name), data };
  }
  const trip = shellTripSchema.safeParse(queries.TripPage.data.trip);
  const placePhotosEnabled = (queries.TripImagesSettings.data.publicSettings as { placePhotosEnabled?: unknown } | undefined)?.placePhotosEnabled;
  if (!trip.success || typeof placePhotosEnabled !== 'boolean') return null;
  return {
    shell: `<style>${tripShellCss()}</style>${tripShellHtml(trip.data, { icons: assets.icons, placePhotosEnabled })}`,
    queries,
  };
}
