import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { SessionProvider } from '../features/account/SessionProvider';
import { LazyApolloProvider } from './LazyApolloProvider';
import { createAppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <LazyApolloProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>
      </ThemeProvider>
    </LazyApolloProvider>
  );
}
