/**
 * Live changes on the trip page (issue 22): while the page is open it follows the trip over a
 * WebSocket (graphql-ws, the server's `tripChanged` subscription). When someone else changes the
 * plan, the wallet, the companions or the expenses, the page reads its data again and says who
 * did. When someone opens or closes the trip, only who is viewing it is read again, quietly.
 * The socket's client code is loaded only here, after the page has shown.
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { getOperationAST } from 'graphql';
import { useEffect } from 'react';
import { readAuthToken, readStoredUser } from '../../app/session';
import { useToast } from '../../components/toast';
import { TripPageQuery } from '../../pages/trip/trip-page-query';
import { TRIP_VIEWERS_QUERY_NAME } from './presence/trip-viewers-query';

interface TripChange {
  kind: string;
  by: string | null;
}

const SUBSCRIPTION = 'subscription TripChanged($tripUuid: String!) { tripChanged(tripUuid: $tripUuid) { tripUuid kind by at } }';

const WHAT_CHANGED: Record<string, string> = {
  itinerary: 'changed the itinerary',
  plan: 'planned the trip again',
  wallet: 'changed the wallet',
  companions: 'changed who is on the trip',
  expenses: 'changed the expenses',
};

/** "ben changed the itinerary", in the words a traveller uses. */
export function changeText(change: TripChange): string {
  return `${change.by ?? 'Someone'} ${WHAT_CHANGED[change.kind] ?? 'changed the trip'}`;
}

const TRIP_QUERY_NAME = getOperationAST(TripPageQuery)?.name?.value;

/** Asks again the page's open queries whose names `pick` picks. A failure shows where that query's answer is shown. */
function readAgain(apollo: ApolloClient, pick: (queryName: string | undefined) => boolean): Promise<unknown> {
  return apollo.refetchQueries({ include: 'active', onQueryUpdated: (query) => pick(query.queryName) }).catch(() => undefined);
}

export function useTripChanges(tripUuid: string): void {
  const apollo = useApolloClient();
  const { toast } = useToast();
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return undefined;
    let disposed = false;
    let dispose: (() => void) | undefined;
    void import('graphql-ws').then(({ createClient }) => {
      if (disposed) return;
      const token = readAuthToken();
      const me = readStoredUser()?.username ?? null;
      const client = createClient({
        url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
        connectionParams: token ? { authorization: `Bearer ${token}` } : {},
        // A dropped connection (an instance restarting) comes back, to this instance or another.
        retryAttempts: Number.MAX_SAFE_INTEGER,
        shouldRetry: () => true,
      });
      const unsubscribe = client.subscribe<{ tripChanged: TripChange }>(
        { query: SUBSCRIPTION, variables: { tripUuid } },
        {
          next: ({ data }) => {
            const change = data?.tripChanged;
            if (!change) return;
            // Someone came or went (this page too, once the server has it): only the list of who is here changes.
            if (change.kind === 'presence') {
              void readAgain(apollo, (name) => name === TRIP_VIEWERS_QUERY_NAME);
              return;
            }
            // The page's own changes are already on it.
            if (me !== null && change.by === me) return;
            // The trip first, on its own: it is what the traveller is looking at, and the page's other
            // answers, asked at the same time, would hold it up on a busy server.
            void readAgain(apollo, (name) => name === TRIP_QUERY_NAME).then(() => readAgain(apollo, (name) => name !== TRIP_QUERY_NAME));
            // Without an account names are not told, and the change may be this browser's own: read again quietly.
            if (change.by !== null) toast({ title: changeText(change), description: 'The page shows it now.' });
          },
          error: () => {},
          complete: () => {},
        },
      );
      dispose = () => {
        unsubscribe();
        void client.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [apollo, toast, tripUuid]);
}
