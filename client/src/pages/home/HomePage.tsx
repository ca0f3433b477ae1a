import { lazy, Suspense, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { loadApolloClient } from '../../app/apollo-loader';
import { useOptionalApolloClient } from '../../app/useOptionalApolloClient';
import { HomeHero } from '../../features/home/HomeHero';
import { useNearViewport } from '../../components/useNearViewport';
import { useGenerateTrip } from '../../features/planner/useGenerateTrip';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import type { HomeNavigationState } from '../../features/trip-page/TripBottomActions';

// Below the planner: loaded when it comes near the viewport or the visitor interacts (and Apollo
// Client is there for its queries), off the critical path.
const HomeSectionsWithData = lazy(() => import('../../features/home/HomeSectionsWithData'));
// Shown only once a trip is being generated. Its chunk is fetched as soon as the visitor starts
// on the planner, so the screen is ready to show even a generation that takes milliseconds.
const loadLoadingScreen = () => import('../../features/planner/GenerationLoadingScreen');
const GenerationLoadingScreen = lazy(async () => ({ default: (await loadLoadingScreen()).GenerationLoadingScreen }));
const preloadLoadingScreen = () => {
  void loadLoadingScreen();
  void import('../../features/planner/progress/generation-stream');
};
/** keeps the footer where the sections will be, so nothing jumps when they arrive */
const SECTIONS_PLACEHOLDER_HEIGHT = 800;

/** Home: the planner (form or chat), featured trips, popular destinations and the product story. */
export default function HomePage() {
  const { siteName, supportEmail } = useSiteSettings();
  const apolloLoaded = useOptionalApolloClient() !== undefined;
  const { generateTrip, pending, progress, refusal, dismissRefusal } = useGenerateTrip();
  const location = useLocation();
  const scrollToTop = (location.state as HomeNavigationState | null)?.scrollToTop === true;
  const sectionsPlaceholder = useRef<HTMLDivElement>(null);
  const showSections = useNearViewport(sectionsPlaceholder);

  useEffect(() => {
    if (scrollToTop) window.scrollTo({ top: 0 });
  }, [scrollToTop, location.key]);

  // The sections query through Apollo Client, which the home page loads only when they are near.
  useEffect(() => {
    if (showSections) void loadApolloClient();
  }, [showSections]);

  return (
    <>
      {progress && (
        <Suspense fallback={null}>
          <GenerationLoadingScreen product={siteName} progress={progress} />
        </Suspense>
      )}
      <Box inert={pending} aria-busy={pending} onFocusCapture={preloadLoadingScreen} onPointerDownCapture={preloadLoadingScreen}>
        <HomeHero product={siteName} pending={pending} onGenerate={(input) => void generateTrip(input)} refusal={refusal} onDismissRefusal={dismissRefusal} />
        {showSections && apolloLoaded ? (
          <Suspense fallback={<Box sx={{ minHeight: SECTIONS_PLACEHOLDER_HEIGHT }} />}>
            <HomeSectionsWithData product={siteName} supportEmail={supportEmail} />
          </Suspense>
        ) : (
          <Box ref={sectionsPlaceholder} sx={{ minHeight: SECTIONS_PLACEHOLDER_HEIGHT }} />
        )}
      </Box>
    </>
  );
}
