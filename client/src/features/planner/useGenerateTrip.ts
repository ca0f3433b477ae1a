import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import type { TripRequest } from './trip-request';
import { TripPageQuery } from '../../pages/trip/trip-page-query';
import { generationErrorToast } from './generation-errors';
import { advanceProgress, INITIAL_PROGRESS, type GenerationProgressState } from './progress/generation-progress';
import { GenerationStreamError, streamTripGeneration } from './progress/generation-stream';

/**
 * Plans a trip, reporting the server's progress as it happens: on success opens /trip/{uuid};
 * on failure shows the spec's toast for the error and leaves the traveller where they were.
 * Leaving the page (the hook's component unmounts) aborts the request, and the server stops
 * planning and stores nothing.
 */
export function useGenerateTrip() {
  const [progress, setProgress] = useState<GenerationProgressState | null>(null);
  const running = useRef<AbortController | null>(null);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => () => running.current?.abort(), []);

  const generateTrip = useCallback(
    async (input: TripRequest) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress(INITIAL_PROGRESS);
      try {
        const uuid = await streamTripGeneration(input, { signal: controller.signal, onProgress: (event) => setProgress((state) => advanceProgress(state ?? INITIAL_PROGRESS, event)) });
        // The trip page then opens from the cache; if this read fails, the page shows its own error.
        await client.query({ query: TripPageQuery, variables: { uuid } }).catch(() => undefined);
        if (!controller.signal.aborted) navigate(`/trip/${uuid}`);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!(error instanceof GenerationStreamError)) console.warn('Trip generation failed:', error);
        // A failed connection's message ("Failed to fetch") is not meant for travellers.
        const failure = error instanceof GenerationStreamError ? error.failure : {};
        toast({ ...generationErrorToast(failure), variant: 'destructive' });
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [client, navigate, toast],
  );

  return { generateTrip, pending: progress !== null, progress };
}
