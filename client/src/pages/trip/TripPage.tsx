import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useDeferredValue } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/PageTitleProvider';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { PageContainer } from '../../components/PageContainer';
import { TripLoadError } from '../../features/trip-page/TripLoadError';
import { TripView } from '../../features/trip-page/TripView';
import { TripPageQuery } from './trip-page-query';

// The answers a trip page's HTML came with go into the cache before the page first renders.
export { seedInjectedTripQueries as prepareClient } from '../../features/trip-page/injected-trip-queries';

/** Server messages are written for travellers; transport failures get the friendly fallback. */
function errorMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
}

/** /trip/:id: one generated trip, by uuid. */
export default function TripPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(TripPageQuery, { variables: { uuid: id } });
  // The trip's first appearance is a large render: deferred, React renders it in short slices (a
  // transition) while the loading screen stays, instead of blocking a phone's main thread in one
  // long task. Once it is shown, changes (edits, refetches) show at once.
  const deferred = useDeferredValue(data?.trip);
  const trip = deferred && (data?.trip ?? deferred);
  usePageTitle(data?.trip ? `${data.trip.destination} trip` : undefined);

  return (
    <PageContainer>
      {error ? (
        <TripLoadError message={errorMessage(error)} />
      ) : !trip ? (
        // A full screen while loading, so the footer does not show and then jump away (layout shift).
        <LoadingIndicator label="Loading your trip…" minHeight="100vh" />
      ) : (
        <TripView trip={trip} />
      )}
    </PageContainer>
  );
}
