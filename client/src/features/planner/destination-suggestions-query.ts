import { graphql } from '../../gql';

/** The destination field's suggestions; loaded with Apollo Client, after the first paint. */
export const DestinationFieldSuggestions = graphql(`
  query DestinationFieldSuggestions($query: String!, $limit: Int!) {
    destinationSuggestions(query: $query, limit: $limit) {
      suggestions {
        displayName
        destination
        country
        plannable
      }
    }
  }
`);
