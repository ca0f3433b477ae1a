import { graphql } from '../../gql';

/** What the assistant reads (its tripContext) and what applying an edit rewrites: the whole itinerary. */
export const TripAssistant_trip = graphql(`
  fragment TripAssistant_trip on Trip {
    uuid
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
