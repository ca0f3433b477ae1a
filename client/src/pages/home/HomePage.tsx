import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { HomeHero } from '../../features/home/HomeHero';
import { useBelowTheFold } from '../../features/home/useBelowTheFold';
import { useGenerateTrip } from '../../features/planner/useGenerateTrip';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import type { HomeNavigationState } from '../../features/trip-page/TripBottomActions';
import { graphql } from '../../gql';

// Below the planner: loaded when it comes near the viewport or the visitor interacts, off the critical path.
const HomeSections = lazy(() => import('../../features/home/HomeSections'));
// Shown only once a trip is being generated. Its chunk is fetched as soon as the visitor starts
// on the planner, so the screen is ready to show even a generation that takes milliseconds.
const loadLoadingScreen = () => import('../../features/planner/GenerationLoadingScreen');
const GenerationLoadingScreen = lazy(async () => ({ default: (await loadLoadingScreen()).GenerationLoadingScreen }));
const preloadLoadingScreen = () => void loadLoadingScreen();
/** keeps the footer where the sections will be, so nothing jumps when they arrive */
const SECTIONS_PLACEHOLDER_HEIGHT = 800;

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
  const sectionsPlaceholder = useRef<HTMLDivElement>(null);
  const showSections = useBelowTheFold(sectionsPlaceholder);

  useEffect(() => {
    if (scrollToTop) window.scrollTo({ top: 0 });
  }, [scrollToTop, location.key]);

  useEffect(() => {
    if (featured.error) console.warn('Featured trips could not be loaded:', featured.error.message);
  }, [featured.error]);

  return (
    <>
      {progress && (
        <Suspense fallback={null}>
          <GenerationLoadingScreen product={siteName} progress={progress} />
        </Suspense>
      )}
      <Box inert={pending} aria-busy={pending} onFocusCapture={preloadLoadingScreen} onPointerDownCapture={preloadLoadingScreen}>
        <HomeHero product={siteName} pending={pending} onGenerate={(input) => void generateTrip(input)} />
        {showSections ? (
          <Suspense fallback={<Box sx={{ minHeight: SECTIONS_PLACEHOLDER_HEIGHT }} />}>
            <HomeSections
              product={siteName}
              supportEmail={supportEmail}
              featured={{ trips: featured.data?.featuredTrips, loading: featured.loading, failed: !!featured.error }}
              popular={{ trips: popular.data?.popularDestinations, loading: popular.loading, failed: !!popular.error }}
            />
          </Suspense>
        ) : (
          <Box ref={sectionsPlaceholder} sx={{ minHeight: SECTIONS_PLACEHOLDER_HEIGHT }} />
        )}
      </Box>
    </>
  );
}
