import { useMemo, type ReactNode } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { getLoadedApolloClient } from './apollo-loader';
import { useOptionalApolloClient } from './useOptionalApolloClient';

/**
 * For route pages whose lazy loader awaited loadApolloClient(): provides the loaded client
 * even if the app-level provider has not re-rendered with it yet (a provider above wins).
 */
export function WithApolloClient({ children }: { children: ReactNode }) {
  const provided = useOptionalApolloClient();
  const client = provided ?? getLoadedApolloClient();
  const ApolloContext = getApolloContext();
  const value = useMemo(() => ({ client }), [client]);
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}
