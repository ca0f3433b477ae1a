import { graphql } from '../../gql';

/**
 * What the assistant reads (its tripContext) and what applying an edit rewrites: the whole
 * itinerary, with each activity's id (so the server sees which activities stayed) and the
 * revision it was read at (so a change made meanwhile by someone else is not overwritten).
 */
export const TripAssistant_trip = graphql(`
  fragment TripAssistant_trip on Trip {
    uuid
    revision
    destination
    country
    startDate
    endDate
    preferences {
      travelStyle
      accommodation
      activities
      budgetLevel
      currency
      duration
      travelers
    }
    itinerary {
      day
      title
      description
      activities {
        id
        title
        description
        type
        time
        timeframe
        duration
        address
        imageUrl
        placeId
        location {
          lat
          lng
          city
        }
      }
    }
    accommodations {
      name
    }
  }
`);
