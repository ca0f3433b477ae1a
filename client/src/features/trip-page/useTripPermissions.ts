import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const TripPagePermissions = graphql(`
  query TripPagePermissions($tripUuid: String!) {
    tripPermissions(tripUuid: $tripUuid) {
      canEdit
    }
  }
`);

/**
 * Whether this browser (or signed-in user) may change the trip. Asked apart from the trip so
 * that a trip already in the cache shows at once; until the answer comes, nothing is editable.
 * The server checks again on every write.
 */
export function useTripPermissions(tripUuid: string): { canEdit: boolean; known: boolean } {
  const { data } = useQuery(TripPagePermissions, { variables: { tripUuid } });
  return { canEdit: data?.tripPermissions.canEdit ?? false, known: data !== undefined };
}
