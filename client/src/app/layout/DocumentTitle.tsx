import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import { documentTitle, titleFromPath, type TitledRouteHandle } from '../page-title';
import { useNamedPage } from './PageTitleProvider';

/** Keeps document.title in step with the page (its own name, its route's, or its path) and the site's name. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const named = useNamedPage();
  const { siteName } = useSiteSettings();
  const routeTitle = matches.map((match) => (match.handle as TitledRouteHandle | undefined)?.title).findLast(Boolean);
  const pageName = (named?.pathname === pathname ? named.name : undefined) ?? routeTitle ?? titleFromPath(pathname);
  useEffect(() => {
    document.title = documentTitle(pageName, siteName);
  }, [pageName, siteName]);
  return null;
}
