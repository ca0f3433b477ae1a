import { useCallback, useEffect, useState } from 'react';
import { useOptionalApolloClient } from '../../app/useOptionalApolloClient';
import { readInjectedTripOptions, type TripOptionLists } from './injected-trip-options';

export interface TripOptionsState {
  /** the lists; null until either source has them */
  options: TripOptionLists | null;
  /** no lists, and the query failed */
  failed: boolean;
  retry: () => void;
}

/**
 * The trip option lists, whose one source is the server. The home page renders before Apollo
 * Client has loaded, so until the tripOptions query answers this uses the lists the server wrote
 * into index.html; the query is the source once the client is there.
 */
export function useTripOptions(): TripOptionsState {
  const client = useOptionalApolloClient();
  const [options, setOptions] = useState(readInjectedTripOptions);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!client) return;
    let subscription: { unsubscribe(): void } | undefined;
    let current = true;
    // The document comes with the client, not the home page (the typed-document map is not small).
    import('./trip-options-query')
      .then(({ TripOptionListsQuery }) => {
        if (!current) return;
        subscription = client.watchQuery({ query: TripOptionListsQuery }).subscribe(({ data, dataState, error }) => {
          if (dataState === 'complete') setOptions(data.tripOptions);
          else if (error) setFailed(true);
        });
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
      subscription?.unsubscribe();
    };
  }, [client, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { options, failed: failed && !options, retry };
}
