import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import HomeSections from './HomeSections';

const HomePageFeaturedTrips = graphql(`
  query HomePageFeaturedTrips {
    featuredTrips {
      uuid
      ...FeaturedTripCard_trip
    }
  }
`);

const HomePagePopularDestinations = graphql(`
  query HomePagePopularDestinations {
    popularDestinations {
      uuid
      ...PopularDestinationCard_trip
    }
  }
`);

/**
 * The home page below the planner with its data. A chunk of its own, rendered once Apollo
 * Client has loaded, so neither the sections nor their queries weigh on the first paint.
 */
export default function HomeSectionsWithData({ product, supportEmail }: { product: string; supportEmail: string | null }) {
  const featured = useQuery(HomePageFeaturedTrips);
  const popular = useQuery(HomePagePopularDestinations);

  useEffect(() => {
    if (featured.error) console.warn('Featured trips could not be loaded:', featured.error.message);
  }, [featured.error]);

  return (
    <HomeSections
      product={product}
      supportEmail={supportEmail}
      featured={{ trips: featured.data?.featuredTrips, loading: featured.loading, failed: !!featured.error }}
      popular={{ trips: popular.data?.popularDestinations, loading: popular.loading, failed: !!popular.error }}
    />
  );
}
