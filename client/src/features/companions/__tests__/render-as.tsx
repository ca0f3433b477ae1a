/** Rendering for the companions' tests: the app's providers with a given session, and routes to see where a page went. */
import type { ReactElement } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { typePolicies } from '../../../app/apollo';
import type { SessionUser } from '../../../app/session';
import { theme } from '../../../app/theme';
import { ToastProvider } from '../../../components/toast';
import { SessionContext, type SessionState } from '../../account/session-context';

export const TRIP_UUID = '0b7c9a52-6f0e-4d55-9d8b-3f2a1c4e5d60';

export const user = (id: number, username: string): SessionUser => ({
  id,
  email: `${username}@example.com`,
  username,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  bio: null,
  isAdmin: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastLogin: null,
});

export const signedIn = (id: number, username: string): SessionState => ({ status: 'signed-in', user: user(id, username) });
export const signedOut: SessionState = { status: 'signed-out', user: null };

/** A page that says where the app went, and with what router state. */
export function Arrived({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <p data-testid="arrived-path">{location.pathname}</p>
      <p data-testid="arrived-state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

interface Options {
  session: SessionState;
  mocks?: MockedProviderProps['mocks'];
  path: string;
  route: string;
  extraRoutes?: Record<string, ReactElement>;
}

export function renderAs(ui: ReactElement, { session, mocks = [], path, route, extraRoutes = {} }: Options) {
  const value = { session, signIn: jest.fn(), signOut: jest.fn(), settleSignOut: jest.fn() };
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SessionContext.Provider value={value}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={ui} />
                {Object.entries(extraRoutes).map(([to, element]) => (
                  <Route key={to} path={to} element={element} />
                ))}
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
}
