import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';

/** Wraps every route, public and admin: the tab title and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
