import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DocumentTitle } from '../layout/DocumentTitle';
import { INJECTED_SETTINGS_ID } from '../../features/site-settings/injected-settings';
import { titleFromPath } from '../page-title';

describe('titleFromPath', () => {
  it.each([
    ['/', 'Home'],
    ['', 'Home'],
    ['/about', 'About'],
    ['/my-trips', 'My-trips'],
    ['/forgot-password/', 'Forgot-password'],
    ['/admin', 'Admin'],
    ['/admin/users', 'Users'],
    ['/admin/settings', 'Settings'],
    ['/trip/abc-123', 'Abc-123'],
    ['/coming-soon/help-center', 'Help-center'],
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
    expect(document.title).toBe('My-trips | Odyssey');
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
