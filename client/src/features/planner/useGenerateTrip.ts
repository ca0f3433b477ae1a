import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import type { GenerateTripInput } from '../../gql/graphql';
import { generationErrorToast, generationFailureOf } from './generation-errors';

/** It asks for everything the trip page shows, so the page opens at once from the cache. */
const PlannerGenerateTrip = graphql(`
  mutation PlannerGenerateTrip($input: GenerateTripInput!) {
    generateTrip(input: $input) {
      uuid
      ...TripView_trip
    }
  }
`);

/**
 * Plans a trip: on success opens /trip/{uuid}; on failure shows the spec's toast for the
 * error and leaves the traveller where they were.
 */
export function useGenerateTrip() {
  const [mutate, { loading }] = useMutation(PlannerGenerateTrip);
  const navigate = useNavigate();
  const { toast } = useToast();

  const generateTrip = useCallback(
    async (input: GenerateTripInput) => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (data) navigate(`/trip/${data.generateTrip.uuid}`);
      } catch (error) {
        toast({ ...generationErrorToast(generationFailureOf(error)), variant: 'destructive' });
      }
    },
    [mutate, navigate, toast],
  );

  return { generateTrip, pending: loading };
}
