import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../../app/router';
import { ToastProvider } from '../../../components/toast';
import { SessionProvider } from '../../../features/account/SessionProvider';
import { SiteSettingsDocument } from '../../../gql/graphql';

const siteSettings = {
  request: { query: SiteSettingsDocument },
  result: {
    data: { publicSettings: { __typename: 'PublicSettings' as const, siteName: 'Wayfarer', supportEmail: 'help@example.org', maintenanceMode: false } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MockedProvider mocks={[siteSettings]}>
      <ToastProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </MockedProvider>,
  );
  return router;
}

describe('the not-found fallbacks', () => {
  it('shows "404 Page Not Found" inside the public shell for an unknown path', async () => {
    renderAt('/nope');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    // The shell around it: navigation, beta banner and footer, named after the site.
    expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Wayfarer beta/)).toBeTruthy();
    // The footer is its own chunk, loaded alongside the page.
    expect((await screen.findByRole('contentinfo')).textContent).toContain(`© ${new Date().getFullYear()} Wayfarer`);
    expect(document.title).toBe('Nope | Wayfarer');
  });

  it('sends a signed-out visitor on any admin path, known or not, to the login page', async () => {
    // (an admin's view of these paths, the admin 404 inside the admin layout included, is tested
    // in AdminLayout.test.tsx and e2e/admin-dashboard.e2e.ts)
    for (const path of ['/admin/nope', '/admin/users']) {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(screen.queryByText('404 Page Not Found')).toBeNull();
      cleanup();
    }
  });

  it('sends signed-out visitors from a protected page to /login', async () => {
    const router = renderAt('/my-trips');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
