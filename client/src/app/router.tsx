/**
 * Every screen of docs/product/ (traveller.md and accounts-admin.md). Pages load on demand
 * (route-level code splitting), so the first visit downloads only the shell and the page it
 * opens.
 */
import type { ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { loadApolloClient } from './apollo-loader';
import { WithApolloClient } from './WithApolloClient';
import { LoadingIndicator } from '../components/LoadingIndicator';
import NotFoundPage from '../pages/not-found/NotFoundPage';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';
import type { TitledRouteHandle } from './page-title';

type PageModule = {
  default: ComponentType;
  /** runs once the client has loaded, before the page first renders (e.g. to fill the cache with answers the HTML came with) */
  prepareClient?: (client: ApolloClient) => void;
};

/**
 * `lazy` for a module whose default export is the route's component. Pages query through
 * Apollo as they render, so the route also waits for the client (loaded after start-up, see
 * apollo-loader) and provides it.
 */
const page = (load: () => Promise<PageModule>) => async () => {
  const [{ default: Page, prepareClient }, client] = await Promise.all([load(), loadApolloClient()]);
  prepareClient?.(client);
  return {
    Component: () => (
      <WithApolloClient>
        <Page />
      </WithApolloClient>
    ),
  };
};

/** `lazy` for a page that renders without Apollo Client (the home page: the first paint). */
const apolloFreePage = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const publicRoutes: RouteObject[] = [
  { index: true, lazy: apolloFreePage(() => import('../pages/home/HomePage')) },
  { path: 'trip/:id', handle: { title: 'Trip' } satisfies TitledRouteHandle, lazy: page(() => import('../pages/trip/TripPage')) },
  { path: 'auth', lazy: page(() => import('../pages/login/LoginPage')) },
  { path: 'login', lazy: page(() => import('../pages/login/LoginPage')) },
  { path: 'register', lazy: page(() => import('../pages/register/RegisterPage')) },
  { path: 'auth/register', lazy: page(() => import('../pages/register/RegisterPage')) },
  // An invitation to join a trip as a companion; signed-out visitors may open it (and then sign in).
  { path: 'invite/:token', handle: { title: 'Invitation' } satisfies TitledRouteHandle, lazy: page(() => import('../pages/invite/InvitePage')) },
  { path: 'forgot-password', lazy: page(() => import('../pages/forgot-password/ForgotPasswordPage')) },
  { path: 'reset-password', lazy: page(() => import('../pages/reset-password/ResetPasswordPage')) },
  {
    Component: RequireAuth,
    children: [
      { path: 'my-trips', lazy: page(() => import('../pages/my-trips/MyTripsPage')) },
      { path: 'profile', lazy: page(() => import('../pages/profile/ProfilePage')) },
    ],
  },
  { path: 'about', lazy: page(() => import('../pages/about/AboutPage')) },
  // /subscribe is where the plans are (docs/product/accounts-admin.md, section 2).
  { path: 'subscribe', element: <Navigate to="/plans" replace /> },
  { path: 'checkout', lazy: page(() => import('../pages/checkout/CheckoutPage')) },
  { path: 'plans', lazy: page(() => import('../pages/plans/PlansPage')) },
  { path: 'coming-soon/:slug', lazy: page(() => import('../pages/coming-soon/ComingSoonPage')) },
  // Static: the route error boundary renders it too, so it is in the first bundle anyway.
  { path: '*', Component: NotFoundPage },
];

const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../pages/admin/dashboard/AdminDashboardPage')) },
  { path: 'users', lazy: page(() => import('../pages/admin/users/AdminUsersPage')) },
  { path: 'trips', lazy: page(() => import('../pages/admin/trips/AdminTripsPage')) },
  { path: 'subscribers', lazy: page(() => import('../pages/admin/subscribers/AdminSubscribersPage')) },
  { path: 'settings', lazy: page(() => import('../pages/admin/settings/AdminSettingsPage')) },
  { path: '*', lazy: page(() => import('../pages/admin/not-found/AdminNotFoundPage')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Last resort, if a layout itself fails; page errors are caught inside their layout below.
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingIndicator label="Loading…" minHeight="100vh" />,
    children: [
      {
        Component: PublicLayout,
        children: [{ errorElement: <RouteErrorPage />, children: publicRoutes }],
      },
      {
        path: 'admin',
        lazy: page(() => import('./layout/AdminLayout')),
        children: [{ errorElement: <RouteErrorPage />, children: adminRoutes }],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
