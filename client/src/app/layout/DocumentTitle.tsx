import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../../features/site-settings/useSiteSettings';
import { documentTitle } from '../page-title';

/** Keeps document.title in step with the current path and the site's name. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { siteName } = useSiteSettings();
  useEffect(() => {
    document.title = documentTitle(pathname, siteName);
  }, [pathname, siteName]);
  return null;
}
