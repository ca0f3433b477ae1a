import { lazy, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { useNearViewport } from '../../components/useNearViewport';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import { BetaBanner } from './BetaBanner';
import { MaintenanceBanner } from './MaintenanceBanner';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopNav } from './TopNav';

// Below every page, never in the first viewport: its chunk (the newsletter form, the link grid)
// loads when it comes near (or at the visitor's first scroll, key or tap), off the first load.
const SiteFooter = lazy(async () => ({ default: (await import('./SiteFooter')).SiteFooter }));

/** The public shell: beta banner, top navigation, the page, and the footer. */
export function PublicLayout() {
  const { siteName, supportEmail, maintenanceMode } = useSiteSettings();
  const footerPlaceholder = useRef<HTMLDivElement>(null);
  const showFooter = useNearViewport(footerPlaceholder);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {maintenanceMode && <MaintenanceBanner siteName={siteName} />}
      <BetaBanner siteName={siteName} />
      <TopNav siteName={siteName} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      {showFooter ? (
        <Suspense fallback={null}>
          <SiteFooter siteName={siteName} supportEmail={supportEmail} />
        </Suspense>
      ) : (
        <div ref={footerPlaceholder} />
      )}
    </Box>
  );
}
