/**
 * A time-to-live for Apollo queries (docs/product/accounts-admin.md, section 9: admin statistics and activity are cached 60 s).
 * Apollo's cache has no expiry of its own, so each client remembers when a query last came
 * from the server: within the TTL a page that mounts again reads the cache ('cache-first', no
 * request); after it, the page asks the server ('network-only') and restarts the clock.
 */
import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';

export const ADMIN_CACHE_TTL_MS = 60_000;

type FetchPolicy = 'cache-first' | 'network-only';

const fetchedAtByClient = new WeakMap<ApolloClient, Map<string, number>>();

function clockOf(client: ApolloClient): Map<string, number> {
  let clock = fetchedAtByClient.get(client);
  if (!clock) fetchedAtByClient.set(client, (clock = new Map()));
  return clock;
}

/** 'cache-first' while the last answer for `key` is younger than `ttl`, else 'network-only'. */
export function policyFor(client: ApolloClient, key: string, ttl = ADMIN_CACHE_TTL_MS, now = Date.now()): FetchPolicy {
  const fetchedAt = clockOf(client).get(key);
  return fetchedAt !== undefined && now - fetchedAt < ttl ? 'cache-first' : 'network-only';
}

export function markFetched(client: ApolloClient, key: string, now = Date.now()): void {
  clockOf(client).set(key, now);
}

/** Forgets every answer's age: the next mount asks the server (after a change the admin made, say). */
export function expireAll(client: ApolloClient): void {
  clockOf(client).clear();
}

export interface TtlPolicy {
  key: string;
  fetchPolicy: FetchPolicy;
}

/**
 * The fetch policy for one mount of a query cached for `ttl`, decided when the component
 * mounts. Pass the result to useStartTtlClock with the query's state.
 */
export function useTtlFetchPolicy(key: string, ttl = ADMIN_CACHE_TTL_MS): TtlPolicy {
  const client = useApolloClient();
  const [fetchPolicy] = useState(() => policyFor(client, key, ttl));
  return { key, fetchPolicy };
}

/** Starts the clock when the answer is in and came from the server. */
export function useStartTtlClock({ key, fetchPolicy }: TtlPolicy, received: boolean): void {
  const client = useApolloClient();
  const started = useRef(false);
  useEffect(() => {
    if (fetchPolicy === 'network-only' && received && !started.current) {
      started.current = true;
      markFetched(client, key);
    }
  }, [client, key, fetchPolicy, received]);
}
