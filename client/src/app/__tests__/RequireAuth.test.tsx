import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../../components/toast';
import AccountMenu from '../../features/account/AccountMenu';
import { SessionContext, type SessionState } from '../../features/account/session-context';
import { RequireAuth } from '../RequireAuth';
import type { SessionUser } from '../session';

const ada: SessionUser = { id: 1, email: 'ada@example.com', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null, bio: null, isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z', lastLogin: null };

function renderWith(session: SessionState, element: React.ReactNode, path = '/my-trips') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Sign in</h1> },
      { path: '/', element: <h1>Home</h1> },
      { element: <RequireAuth />, children: [{ path: '/my-trips', element: element }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <ToastProvider>
      <SessionContext.Provider value={{ session, signIn: jest.fn(), signOut: jest.fn(), settleSignOut: jest.fn() }}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </ToastProvider>,
  );
  return router;
}

describe('protected routes (docs/product/accounts-admin.md: Screens and routes)', () => {
  it('shows a spinner while the signed-in state is still being determined', () => {
    const router = renderWith({ status: 'loading', user: null }, <h1>My Saved Trips</h1>);
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Saved Trips' })).toBeNull();
    expect(router.state.location.pathname).toBe('/my-trips');
  });

  it('sends a signed-out visitor to /login', async () => {
    const router = renderWith({ status: 'signed-out', user: null }, <h1>My Saved Trips</h1>);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('waits, without redirecting, while a Logout is taking the traveller elsewhere', () => {
    const router = renderWith({ status: 'signed-out', user: null, leaving: true }, <h1>My Saved Trips</h1>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/my-trips');
  });

  it('shows the page to a signed-in traveller', () => {
    renderWith({ status: 'signed-in', user: ada }, <h1>My Saved Trips</h1>);
    expect(screen.getByRole('heading', { name: 'My Saved Trips' })).toBeTruthy();
  });
});

describe('the avatar menu (docs/product/accounts-admin.md: Public navigation)', () => {
  const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
  const menuFor = (user: SessionUser) => <AccountMenu id="account-menu" anchor={document.body} onClose={jest.fn()} user={user} />;

  it('offers Profile and Logout to a traveller', () => {
    renderWith({ status: 'signed-in', user: ada }, menuFor(ada));
    expect(menuItems()).toEqual(['Profile', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('adds Admin Dashboard for an admin', () => {
    const admin = { ...ada, isAdmin: true };
    renderWith({ status: 'signed-in', user: admin }, menuFor(admin));
    expect(menuItems()).toEqual(['Profile', 'Admin Dashboard', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
  });
});
