import { graphql } from '../../gql';

/** The trip page's query; the planner prefetches it so a new trip opens at once. */
export const TripPageQuery = graphql(`
  query TripPage($uuid: String!) {
    trip(uuid: $uuid) {
      uuid
      destination
      ...TripView_trip
    }
  }
`);
