import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { BudgetEstimate } from './chart-data';

const TripCostEstimateQuery = graphql(`
  query ExpensesCostEstimate($tripUuid: String!) {
    tripCostEstimate(tripUuid: $tripUuid) {
      currency
      low
      high
      note
      lines {
        key
        label
        low
        high
        basis
      }
    }
  }
`);

/**
 * The trip's cost estimate, for the chart's budget bars. The chart is still worth reading
 * without it, so a failure here is not shown: the chart then draws spending alone.
 */
export function useCostEstimate(tripUuid: string): BudgetEstimate | undefined {
  const { data } = useQuery(TripCostEstimateQuery, { variables: { tripUuid }, errorPolicy: 'ignore' });
  return data?.tripCostEstimate ?? undefined;
}
