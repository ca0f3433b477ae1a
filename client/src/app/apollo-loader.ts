/**
 * Apollo Client (with its cache, links and rxjs) is about a fifth of the app's JavaScript and
 * nothing on the first paint of the home page needs it, so it is loaded right after start-up
 * instead of with the entry. There is still one client: every caller shares this promise.
 */
import type { ApolloClient } from '@apollo/client';

let clientPromise: Promise<ApolloClient> | undefined;
let loadedClient: ApolloClient | undefined;

export function loadApolloClient(): Promise<ApolloClient> {
  clientPromise ??= import('./apollo').then(({ createApolloClient }) => {
    loadedClient = createApolloClient();
    return loadedClient;
  });
  return clientPromise;
}

/** The client once it has loaded; undefined before. */
export const getLoadedApolloClient = (): ApolloClient | undefined => loadedClient;
