import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const WizardTripOptions = graphql(`
  query WizardTripOptions {
    tripOptions {
      travelStyles
      activities
      accommodations
      budgetLevels {
        level
        label
      }
    }
  }
`);

/** The wizard's option lists, from the server (their one source). */
export function useTripOptions() {
  const { data, error, refetch } = useQuery(WizardTripOptions);
  return { options: data?.tripOptions, failed: !!error, retry: () => void refetch() };
}
