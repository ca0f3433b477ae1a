import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import type { GenerateTripInput } from '../../gql/graphql';
import { loadApolloClient } from '../../app/apollo-loader';
import { useOptionalApolloClient } from '../../app/useOptionalApolloClient';
import type { DestinationRefusal } from './DestinationRefusalAlert';
import { generationErrorToast } from './generation-errors';
import type { GenerationProgressState } from './progress/generation-progress';

/**
 * Plans a trip, reporting the server's progress as it happens: on success opens /trip/{uuid};
 * on failure shows the toast for the error (docs/product/traveller.md, section 8) and leaves the traveller where they were.
 * A destination that cannot be planned is no toast but a refusal the planner shows until it
 * is dismissed, with the nearest destinations that can be planned.
 * Leaving the page (the hook's component unmounts) aborts the request, and the server stops
 * planning and stores nothing.
 */
export function useGenerateTrip() {
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<GenerationProgressState | null>(null);
  const [refusal, setRefusal] = useState<DestinationRefusal | null>(null);
  const dismissRefusal = useCallback(() => setRefusal(null), []);
  const running = useRef<AbortController | null>(null);
  const providedClient = useOptionalApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => () => running.current?.abort(), []);

  const generateTrip = useCallback(
    async (input: GenerateTripInput) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setPending(true);
      setRefusal(null);
      // Loaded on first use (the home page fetches it as the visitor starts on the planner): the
      // stream parser, the progress steps and the trip page's query are not needed to show the planner.
      let stream: typeof import('./progress/generation-stream') | undefined;
      try {
        stream = await import('./progress/generation-stream');
        const { advanceProgress, INITIAL_PROGRESS } = stream;
        if (controller.signal.aborted) return;
        setProgress(INITIAL_PROGRESS);
        const uuid = await stream.streamTripGeneration(input, { signal: controller.signal, onProgress: (event) => setProgress((state) => advanceProgress(state ?? INITIAL_PROGRESS, event)) });
        // The trip page then opens from the cache; if this read fails, the page shows its own error.
        const [{ TripPageQuery }, client] = await Promise.all([import('../../pages/trip/trip-page-query'), providedClient ?? loadApolloClient()]);
        await client.query({ query: TripPageQuery, variables: { uuid } }).catch(() => undefined);
        if (!controller.signal.aborted) navigate(`/trip/${uuid}`);
      } catch (error) {
        if (controller.signal.aborted) return;
        const streamError = stream && error instanceof stream.GenerationStreamError ? error : undefined;
        if (!streamError) console.warn('Trip generation failed:', error);
        // A failed connection's message ("Failed to fetch") is not meant for travellers.
        const failure = streamError ? streamError.failure : {};
        if (failure.errorCode === 'destination_not_covered') setRefusal({ destination: input.destination, nearest: failure.nearestDestinations ?? [] });
        else toast({ ...generationErrorToast(failure), variant: 'destructive' });
      } finally {
        if (running.current === controller) {
          running.current = null;
          setPending(false);
          setProgress(null);
        }
      }
    },
    [providedClient, navigate, toast],
  );

  return { generateTrip, pending, progress, refusal, dismissRefusal };
}
