import { graphql } from '../../gql';

/** What the About page's figures state: the guide's own coverage, and whether a model plans anywhere else. */
export const AboutCoverageQuery = graphql(`
  query AboutCoverage {
    destinationCoverage {
      guideDestinations
      guideCountries
      plansAnywhere
    }
  }
`);
