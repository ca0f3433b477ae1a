import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { withPhotoWidth } from './photo-lookups';
import { TripImagesPlacePhoto, TripImagesPlaceSearch, TripImagesSettings } from './place-photo-queries';

export type PlacePhotoState =
  /** place photos are not configured: draw the offline art */
  | { status: 'offline' }
  | { status: 'loading' }
  | { status: 'found'; photoUrl: string }
  /** nothing found, or the lookups failed (logged): draw the offline art */
  | { status: 'none' };

interface PhotoLookup {
  /** a place id known from the trip: its photo is tried first */
  placeId?: string | null;
  /** searched in order; the first result with a photo wins */
  queries: readonly string[];
  width: number;
  /** nothing to look up, e.g. the trip already has a picture */
  skip?: boolean;
}

/**
 * A place's photo through our place endpoints (docs/product/traveller.md, section 7): the place's own
 * photo, then each query in turn. Answers are shared through the Apollo cache, so the same
 * place is asked for once per visit; `retry` asks the server again.
 */
export function usePlacePhoto({ placeId, queries, width, skip = false }: PhotoLookup): { state: PlacePhotoState; retry: () => void } {
  const client = useApolloClient();
  const settings = useQuery(TripImagesSettings, { skip });
  const enabled = settings.data?.publicSettings.placePhotosEnabled === true;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: PlacePhotoState } | null>(null);
  const key = `${attempt}|${placeId ?? ''}|${width}|${queries.join('|')}`;

  useEffect(() => {
    if (skip || !enabled) return;
    let live = true;
    const fetchPolicy = attempt > 0 ? 'network-only' : 'cache-first';
    const findPhoto = async (): Promise<string | null> => {
      if (placeId) {
        const { data } = await client.query({ query: TripImagesPlacePhoto, variables: { placeId, maxWidth: width }, fetchPolicy });
        if (data?.placePhoto.photoUrl) return data.placePhoto.photoUrl;
      }
      for (const query of queries) {
        const { data } = await client.query({ query: TripImagesPlaceSearch, variables: { query }, fetchPolicy });
        if (data?.placeSearch.photoUrl) return withPhotoWidth(data.placeSearch.photoUrl, width);
      }
      return null;
    };
    findPhoto()
      .catch((error: unknown) => {
        console.warn('Place photo lookup failed:', error);
        return null;
      })
      .then((photoUrl) => {
        if (live) setResult({ key, state: photoUrl ? { status: 'found', photoUrl } : { status: 'none' } });
      });
    return () => {
      live = false;
    };
    // `key` covers placeId, queries, width and attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, skip, enabled, client]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (skip) return { state: { status: 'none' }, retry };
  if (settings.loading) return { state: { status: 'loading' }, retry };
  if (!enabled) return { state: { status: 'offline' }, retry };
  return { state: result?.key === key ? result.state : { status: 'loading' }, retry };
}
