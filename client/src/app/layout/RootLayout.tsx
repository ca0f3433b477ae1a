import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSession } from '../../features/account/useSession';
import { DocumentTitle } from './DocumentTitle';
import { PageTitleProvider } from './PageTitleProvider';

/** Wraps every route, public and admin: the tab title and scroll restoration. */
export function RootLayout() {
  const { key } = useLocation();
  const { session, settleSignOut } = useSession();
  const leaving = session.status === 'signed-out' && session.leaving === true;
  // A Logout's new page is on screen once the location has changed (effects run after commit).
  useEffect(() => {
    if (leaving) settleSignOut();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new location settles it
  }, [key]);
  return (
    <PageTitleProvider>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </PageTitleProvider>
  );
}
