import { graphql } from '../../../gql';

/** Whether place photos are configured; when not, the trip page draws offline art without asking. */
export const TripImagesSettings = graphql(`
  query TripImagesSettings {
    publicSettings {
      placePhotosEnabled
    }
  }
`);

export const TripImagesPlaceSearch = graphql(`
  query TripImagesPlaceSearch($query: String!) {
    placeSearch(query: $query) {
      placeId
      photoUrl
    }
  }
`);

export const TripImagesPlacePhoto = graphql(`
  query TripImagesPlacePhoto($placeId: String!, $maxWidth: Int!) {
    placePhoto(placeId: $placeId, maxWidth: $maxWidth) {
      photoUrl
    }
  }
`);
