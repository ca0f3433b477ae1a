import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleFromPath } from '../page-title';

/** Keeps document.title in step with the current path. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFromPath(pathname);
  }, [pathname]);
  return null;
}
