import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { PageContainer } from '../../components/PageContainer';
import { TripLoadError } from '../../features/trip-page/TripLoadError';
import { TripView } from '../../features/trip-page/TripView';
import { TripPageQuery } from './trip-page-query';

/** Server messages are written for travellers; transport failures get the friendly fallback. */
function errorMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
}

/** /trip/:id: one generated trip, by uuid. */
export default function TripPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(TripPageQuery, { variables: { uuid: id } });

  return (
    <PageContainer>
      {error ? (
        <TripLoadError message={errorMessage(error)} />
      ) : !data ? (
        // A full screen while loading, so the footer does not show and then jump away (layout shift).
        <LoadingIndicator label="Loading your trip…" minHeight="100vh" />
      ) : (
        <TripView trip={data.trip} />
      )}
    </PageContainer>
  );
}
