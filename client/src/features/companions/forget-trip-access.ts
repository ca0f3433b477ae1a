import type { ApolloCache } from '@apollo/client';

/**
 * Joining or leaving a trip changes what its pages may show: the cached answers that depend on
 * the asker's part (permissions, wallet, companions, My Trips, the trip's sharing) are dropped,
 * so the next page to need them asks the server instead of showing the old part. Quietly (no
 * broadcast): the page that is open, about to be left, does not ask again for what it shows.
 */
export function forgetTripAccess(cache: ApolloCache, tripUuid: string): void {
  for (const fieldName of ['tripPermissions', 'tripCompanions', 'walletItems']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName, args: { tripUuid }, broadcast: false });
  }
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myTrips', broadcast: false });
  const trip = cache.identify({ __typename: 'Trip', uuid: tripUuid });
  if (trip) cache.evict({ id: trip, fieldName: 'sharing', broadcast: false });
  cache.gc();
}
