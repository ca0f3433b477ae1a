/** Rendering helpers for component tests: the app's theme, toasts, the session, a router and mocked GraphQL. */
import type { ReactElement } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { typePolicies } from '../src/app/apollo';
import { theme } from '../src/app/theme';
import { ToastProvider } from '../src/components/toast';
import { SessionProvider } from '../src/features/account/SessionProvider';

interface Options {
  mocks?: MockedProviderProps['mocks'];
  path?: string;
  route?: string;
  /** other routes, e.g. to see where a link or navigation went */
  extraRoutes?: Record<string, ReactElement>;
}

export function renderWithApp(ui: ReactElement, { mocks = [], path = '/', route = '/', extraRoutes = {} }: Options = {}) {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SessionProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={ui} />
                {Object.entries(extraRoutes).map(([to, element]) => (
                  <Route key={to} path={to} element={element} />
                ))}
              </Routes>
            </MemoryRouter>
          </SessionProvider>
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
}
