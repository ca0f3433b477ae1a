import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { HomeHero } from '../../features/home/HomeHero';
import { GenerationLoadingScreen } from '../../features/planner/GenerationLoadingScreen';
import { useGenerateTrip } from '../../features/planner/useGenerateTrip';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import type { HomeNavigationState } from '../../features/trip-page/TripBottomActions';
import { graphql } from '../../gql';

// Below the planner: loaded right after the first paint, off the critical path.
const HomeSections = lazy(() => import('../../features/home/HomeSections'));

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

/** Home: the planner (form or chat), featured trips, popular destinations and the product story. */
export default function HomePage() {
  const { siteName, supportEmail } = useSiteSettings();
  const featured = useQuery(HomePageFeaturedTrips);
  const popular = useQuery(HomePagePopularDestinations);
  const { generateTrip, pending, progress } = useGenerateTrip();
  const location = useLocation();
  const scrollToTop = (location.state as HomeNavigationState | null)?.scrollToTop === true;

  useEffect(() => {
    if (scrollToTop) window.scrollTo({ top: 0 });
  }, [scrollToTop, location.key]);

  useEffect(() => {
    if (featured.error) console.warn('Featured trips could not be loaded:', featured.error.message);
  }, [featured.error]);

  return (
    <>
      {progress && <GenerationLoadingScreen product={siteName} progress={progress} />}
      <Box inert={pending} aria-busy={pending}>
        <HomeHero product={siteName} pending={pending} onGenerate={(input) => void generateTrip(input)} />
        <Suspense fallback={<Box sx={{ minHeight: 800 }} />}>
          <HomeSections
            product={siteName}
            supportEmail={supportEmail}
            featured={{ trips: featured.data?.featuredTrips, loading: featured.loading, failed: !!featured.error }}
            popular={{ trips: popular.data?.popularDestinations, loading: popular.loading, failed: !!popular.error }}
          />
        </Suspense>
      </Box>
    </>
  );
}
