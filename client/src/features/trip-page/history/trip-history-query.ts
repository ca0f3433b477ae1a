import { graphql } from '../../../gql';

/** The trip's itinerary changes, newest first: asked when the Changes dialog opens, and after an undo. */
export const TripChangesHistory = graphql(`
  query TripChangesHistory($tripUuid: String!) {
    tripHistory(tripUuid: $tripUuid) {
      revision
      kind
      summary
      by
      at
      undone
      canUndo
      conflicts
    }
  }
`);
