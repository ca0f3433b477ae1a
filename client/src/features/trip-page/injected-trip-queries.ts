/**
 * A trip page's HTML carries the answers to its first queries (the server ran them for the
 * visitor: server/src/web/trip-first-paint/), as a JSON data block that is never executed.
 * Written into Apollo's cache before the page renders, they let the page show the trip at once,
 * with no request to wait for, and without a loading screen between the server's first paint and
 * the page. They are read once: later visits to a trip page ask the server as usual.
 */
import type { ApolloClient } from '@apollo/client';
import { TripPageQuery } from '../../pages/trip/trip-page-query';
import { SiteSettingsQuery } from '../site-settings';
import { TripImagesSettings } from './images/place-photo-queries';
import { TripMapTiles } from './map/map-config';

export const INJECTED_TRIP_QUERIES_ID = 'odyssey-trip-queries';

/** The documents the server may answer, by operation name (the server runs the same documents). */
const DOCUMENTS = { TripPage: TripPageQuery, TripImagesSettings, TripMapTiles, SiteSettings: SiteSettingsQuery } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Writes the injected answers into the cache (at most once per page load) and removes the block. */
export function seedInjectedTripQueries(client: ApolloClient): void {
  const element = document.getElementById(INJECTED_TRIP_QUERIES_ID);
  if (!element) return;
  element.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (!isObject(parsed)) return;
  for (const [name, document] of Object.entries(DOCUMENTS)) {
    const answer = parsed[name];
    if (!isObject(answer) || !isObject(answer.variables) || !isObject(answer.data)) continue;
    try {
      // The server's answer to this very document. An answer that does not fit (it never should)
      // leaves the query incomplete in the cache, so the page asks the server as usual.
      client.writeQuery({ query: document, variables: answer.variables as never, data: answer.data as never });
    } catch (error) {
      console.warn('The page could not use the trip it came with; it asks for it instead.', error);
    }
  }
}
