import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { SessionProvider } from '../features/account/SessionProvider';
import { AppThemeProvider } from './AppThemeProvider';
import { LazyApolloProvider } from './LazyApolloProvider';
import { createAppRouter, type AppRouter } from './router';

/** The whole app; main.tsx passes the router it has already started (tests may let it make one). */
export function App({ router: started }: { router?: AppRouter }) {
  const [router] = useState(() => started ?? createAppRouter());
  return (
    <LazyApolloProvider>
      <AppThemeProvider>
        <CssBaseline />
        <ToastProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>
      </AppThemeProvider>
    </LazyApolloProvider>
  );
}
