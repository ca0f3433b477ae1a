import { graphql } from '../../gql';

/**
 * Every trip option list, for the planner form and the preferences wizard alike (one request,
 * shared through the cache). Loaded with Apollo Client, after the first paint.
 */
export const TripOptionListsQuery = graphql(`
  query TripOptionLists {
    tripOptions {
      interests
      parties {
        label
        travelers
      }
      budgetLevels {
        level
        label
      }
      travelStyles
      activities
      accommodations
    }
  }
`);
