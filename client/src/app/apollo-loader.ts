/**
 * Apollo Client (with its cache, links and rxjs) is about a fifth of the app's JavaScript and
 * nothing on the first paint of the home page needs it, so it is loaded on demand: by a page
 * that queries (every route but the home page waits for it), or on the home page once the
 * sections that query come near, or the visitor starts a search or a trip. There is still one
 * client: every caller shares this promise.
 */
import type { ApolloClient } from '@apollo/client';

let clientPromise: Promise<ApolloClient> | undefined;
let loadedClient: ApolloClient | undefined;
const listeners = new Set<(client: ApolloClient) => void>();

export function loadApolloClient(): Promise<ApolloClient> {
  clientPromise ??= import('./apollo').then(({ createApolloClient }) => {
    const client = createApolloClient();
    loadedClient = client;
    for (const listener of listeners) listener(client);
    listeners.clear();
    return client;
  });
  return clientPromise;
}

/** The client once it has loaded; undefined before. */
export const getLoadedApolloClient = (): ApolloClient | undefined => loadedClient;

/** Calls back once the client has loaded, whoever asked for it; returns the unsubscribe. */
export function onApolloClientLoaded(listener: (client: ApolloClient) => void): () => void {
  if (loadedClient) {
    listener(loadedClient);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
