import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../../../components/toast';
import { SessionContext, type SessionState } from '../../../features/account/session-context';
import type { SessionUser } from '../../session';
import AdminLayout from '../AdminLayout';

const grace: SessionUser = { id: 1, email: 'grace@example.com', username: 'grace', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null, bio: null, isAdmin: true, createdAt: '2026-01-01T00:00:00.000Z', lastLogin: null };
const ada: SessionUser = { ...grace, id: 2, email: 'ada@example.com', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', isAdmin: false };

function renderAdmin(session: SessionState, path = '/admin/users') {
  const signOut = jest.fn();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Sign in</h1> },
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <h1>Dashboard page</h1> },
          { path: 'users', element: <h1>Users page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ToastProvider>
      <SessionContext.Provider value={{ session, signIn: jest.fn(), signOut, settleSignOut: jest.fn() }}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </ToastProvider>,
  );
  return { router, signOut };
}

describe('the admin layout (docs/product/accounts-admin.md, section 2: admin routes)', () => {
  it('shows the session spinner while the session is checked', () => {
    const { router } = renderAdmin({ status: 'loading', user: null });
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(screen.queryByRole('heading', { name: 'Users page' })).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderAdmin({ status: 'signed-out', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in non-admin to /login and says why', async () => {
    const { router } = renderAdmin({ status: 'signed-in', user: ada });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Admins only')).toBeTruthy();
    expect(screen.getByText('Sign in with an admin account to open the admin area.')).toBeTruthy();
  });

  it('shows an admin the page inside the sidebar layout', () => {
    renderAdmin({ status: 'signed-in', user: grace });
    expect(screen.getByRole('heading', { name: 'Users page' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Trips', '/admin/trips'],
      ['Subscribers', '/admin/subscribers'],
      ['Settings', '/admin/settings'],
      ['Back to Odyssey', '/'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' }).className).toContain('active');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).className).not.toContain('active');
  });
});

describe('the admin sidebar (docs/product/accounts-admin.md, section 2: admin sidebar)', () => {
  it("shows the logo, the 'Admin Dashboard' label and the admin's initials, name and email", () => {
    renderAdmin({ status: 'signed-in', user: grace });
    expect(screen.getByRole('link', { name: 'Odyssey home' }).getAttribute('href')).toBe('/admin');
    expect(screen.getAllByText('Admin Dashboard').length).toBeGreaterThan(0);
    const me = screen.getByRole('region', { name: 'Signed in as' });
    expect(within(me).getByText('GH')).toBeTruthy();
    expect(within(me).getByText('Grace Hopper')).toBeTruthy();
    expect(within(me).getByText('grace@example.com')).toBeTruthy();
  });

  it('falls back to the username and its first letter without a full name', () => {
    renderAdmin({ status: 'signed-in', user: { ...grace, firstName: null, lastName: null } });
    const me = screen.getByRole('region', { name: 'Signed in as' });
    expect(within(me).getByText('G')).toBeTruthy();
    expect(within(me).getByText('grace')).toBeTruthy();
  });

  it('logs out to /login', async () => {
    const { router, signOut } = renderAdmin({ status: 'signed-in', user: grace });
    fireEvent.click(within(screen.getByRole('region', { name: 'Signed in as' })).getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledWith({ leaving: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens as a drawer from the menu button on small screens and closes after a link is followed', async () => {
    const { router } = renderAdmin({ status: 'signed-in', user: grace });
    const menuButton = screen.getByRole('button', { name: 'Open admin menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin menu' })).toBeNull());
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});
