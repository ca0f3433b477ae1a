/**
 * The one Apollo Client: GraphQL over HTTP at /graphql with the session cookie and, when the
 * traveller is signed in, a bearer token; file uploads as multipart requests; session-expiry
 * handling; and cache identities.
 */
import { ApolloClient, ApolloLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { expireSession, readAuthToken } from './session';

/** Root fields whose 401 means "wrong credentials", not "your session expired". */
const SIGN_IN_FIELDS = new Set(['login', 'register']);

/** An operation may opt out of the expiry redirect with `context: { skipSessionExpiry: true }`. */
declare module '@apollo/client' {
  interface DefaultContext {
    skipSessionExpiry?: boolean;
  }
}

export const typePolicies: TypePolicies = {
  Trip: {
    keyFields: ['uuid'],
    fields: {
      // Days, activities and stays have no identity of their own: a new list replaces the old.
      itinerary: { merge: false },
      accommodations: { merge: false },
    },
  },
  Preferences: { merge: true },
  // Asked by the Companions dialog and by the expenses (fewer fields): one answer completes the other.
  TripCompanions: { merge: true },
  DestinationOverview: { merge: true },
  // Singletons: there is only ever one of each.
  PublicSettings: { keyFields: [] },
  Health: { keyFields: [] },
  Query: {
    fields: {
      // A trip already in the cache (from a list, say) renders at once on its page.
      trip: {
        read(existing, { args, toReference }) {
          if (existing || typeof args?.uuid !== 'string') return existing;
          return toReference({ __typename: 'Trip', uuid: args.uuid });
        },
      },
    },
  },
};

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.status === 401);
  }
  return ServerError.is(error) && error.statusCode === 401;
}

function isSignInOperation(query: DocumentNode): boolean {
  return query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.MUTATION &&
      definition.selectionSet.selections.some((s) => s.kind === Kind.FIELD && SIGN_IN_FIELDS.has(s.name.value)),
  );
}

/** Any UNAUTHENTICATED / 401 answer outside sign-in and registration ends the session. */
export function createSessionExpiryLink(): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (!isUnauthenticated(error)) return;
    if (operation.getContext().skipSessionExpiry || isSignInOperation(operation.query)) return;
    expireSession();
  });
}

const authLink = new SetContextLink((prevContext) => {
  const token = readAuthToken();
  return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
});

/**
 * Sends a multipart request when the variables hold a File (wallet documents), JSON otherwise.
 * Apollo Server's CSRF prevention refuses multipart requests without this header; on JSON
 * requests it is harmless.
 */
const httpLink = new UploadHttpLink({ uri: '/graphql', credentials: 'include', headers: { 'Apollo-Require-Preflight': 'true' } });

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createSessionExpiryLink(), authLink, httpLink]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
