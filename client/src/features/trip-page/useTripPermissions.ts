import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const TripPagePermissions = graphql(`
  query TripPagePermissions($tripUuid: String!) {
    tripPermissions(tripUuid: $tripUuid) {
      canEdit
      canViewWallet
      canShare
      role
    }
  }
`);

/** The asker's part in a trip: its owner, a companion, or nobody (null). */
export type TripRole = 'owner' | 'editor' | 'viewer';

export interface TripPermissions {
  /** may change the itinerary and the wallet (the owner, an editor, or the browser that planned it) */
  canEdit: boolean;
  /** may read the wallet and see who is on the trip (its travellers, viewers included) */
  canViewWallet: boolean;
  /** may invite and remove companions (the owner) */
  canShare: boolean;
  role: TripRole | null;
  /** the answer has come; until then nothing is granted */
  known: boolean;
}

const asRole = (role: string | null | undefined): TripRole | null => (role === 'owner' || role === 'editor' || role === 'viewer' ? role : null);

/**
 * What this browser (or signed-in user) may do with the trip. Asked apart from the trip so
 * that a trip already in the cache shows at once; until the answer comes, nothing is granted.
 * The server checks again on every read of the wallet and every write.
 */
export function useTripPermissions(tripUuid: string): TripPermissions {
  const { data } = useQuery(TripPagePermissions, { variables: { tripUuid } });
  const permissions = data?.tripPermissions;
  return {
    canEdit: permissions?.canEdit ?? false,
    canViewWallet: permissions?.canViewWallet ?? false,
    canShare: permissions?.canShare ?? false,
    role: asRole(permissions?.role),
    known: data !== undefined,
  };
}
