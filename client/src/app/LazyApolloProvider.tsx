import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { getLoadedApolloClient, onApolloClientLoaded } from './apollo-loader';

/**
 * Renders the app at once and provides the Apollo client as soon as it has loaded (it loads on
 * demand, see apollo-loader). The same provider element is rendered before and after, so
 * nothing below remounts when the client arrives; code that may run earlier reads it with
 * useOptionalApolloClient.
 */
export function LazyApolloProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState(getLoadedApolloClient);
  useEffect(() => (client ? undefined : onApolloClientLoaded(setClient)), [client]);
  const ApolloContext = getApolloContext();
  const value = useMemo(() => ({ client }), [client]);
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}
