import { getOperationAST } from 'graphql';
import { graphql } from '../../../gql';

/** Who has the trip open now; asked again whenever someone opens or closes it (useTripChanges). */
export const TripPageViewers = graphql(`
  query TripPageViewers($tripUuid: String!) {
    tripViewers(tripUuid: $tripUuid) {
      username
      pages
    }
  }
`);

export const TRIP_VIEWERS_QUERY_NAME = getOperationAST(TripPageViewers)?.name?.value;
