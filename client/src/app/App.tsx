import { useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { SessionProvider } from '../features/account/SessionProvider';
import { createApolloClient } from './apollo';
import { createAppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
