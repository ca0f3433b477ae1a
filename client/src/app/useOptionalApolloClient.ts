import { useContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';

/** The provided Apollo client, or undefined while it is still loading (see LazyApolloProvider). */
export function useOptionalApolloClient(): ApolloClient | undefined {
  return useContext(getApolloContext()).client;
}
