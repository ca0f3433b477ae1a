import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DocumentTitle } from '../layout/DocumentTitle';
import { PageTitleProvider, usePageTitle } from '../layout/PageTitleProvider';
import { INJECTED_SETTINGS_ID } from '../../features/site-settings/injected-settings';
import { titleFromPath } from '../page-title';

describe('titleFromPath', () => {
  it.each([
    ['/', 'Home'],
    ['', 'Home'],
    ['/about', 'About'],
    ['/my-trips', 'My Trips'],
    ['/forgot-password/', 'Forgot Password'],
    ['/admin', 'Admin'],
    ['/admin/users', 'Users'],
    ['/admin/settings', 'Settings'],
    // a trip's path is no name: its route names it (see the DocumentTitle tests)
    ['/trip/abc-123', 'Abc 123'],
    ['/coming-soon/help-center', 'Help Center'],
    ['/caf%C3%A9', 'Café'],
    ['/bad%E0%A4%A', 'Bad%E0%A4%A'],
  ])('%s -> %s', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });
});

describe('DocumentTitle', () => {
  it('sets document.title from the current path and follows navigation', async () => {
    const router = createMemoryRouter([{ path: '*', Component: DocumentTitle }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Home | Odyssey');

    await act(() => router.navigate('/admin/subscribers'));
    expect(document.title).toBe('Subscribers | Odyssey');

    await act(() => router.navigate('/my-trips'));
    expect(document.title).toBe('My Trips | Odyssey');
  });

  it("takes a route's own name over its path, and a page's name over both, on that page only", async () => {
    function NamedTrip() {
      usePageTitle('Lisbon trip');
      return <DocumentTitle />;
    }
    const router = createMemoryRouter(
      [
        { path: 'trip/:id', handle: { title: 'Trip' }, Component: DocumentTitle },
        { path: 'named/:id', handle: { title: 'Trip' }, Component: NamedTrip },
        { path: '*', Component: DocumentTitle },
      ],
      { initialEntries: ['/trip/d3b98bce-968a-4f5e'] },
    );
    render(
      <PageTitleProvider>
        <RouterProvider router={router} />
      </PageTitleProvider>,
    );
    expect(document.title).toBe('Trip | Odyssey');

    await act(() => router.navigate('/named/d3b98bce-968a-4f5e'));
    expect(document.title).toBe('Lisbon trip | Odyssey');

    await act(() => router.navigate('/my-trips'));
    expect(document.title).toBe('My Trips | Odyssey');
  });
});

describe('DocumentTitle with a site name set by an admin', () => {
  afterEach(() => document.getElementById(INJECTED_SETTINGS_ID)?.remove());

  it("ends every title with the admin's Site Name", () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INJECTED_SETTINGS_ID;
    block.textContent = JSON.stringify({ siteName: 'Wayfarer', supportEmail: null, maintenanceMode: false });
    document.body.append(block);
    const router = createMemoryRouter([{ path: '*', Component: DocumentTitle }], { initialEntries: ['/plans'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Plans | Wayfarer');
  });
});
