/**
 * Who the stored token belongs to, asked once at start-up (docs/product/accounts-admin.md, section 4). The
 * session provider is on every page's first load, so this module (the document and Apollo's
 * error classes) is imported lazily.
 */
import type { ApolloClient } from '@apollo/client';
import { asApiCall } from '../../app/graphql-errors';
import { ApiError } from '../../app/api';
import type { SessionUser } from '../../app/session';
import { graphql } from '../../gql';
import { toSessionUser } from './session-user';

export const SessionUserQuery = graphql(`
  query SessionUser {
    me {
      id
      email
      username
      firstName
      lastName
      profileImageUrl
      bio
      isAdmin
      createdAt
      lastLogin
    }
  }
`);

/**
 * The user the stored token belongs to, or null when the server rejects it (UNAUTHENTICATED, an
 * HTTP 401, or no user for it). Any other failure, offline included, is thrown.
 */
export async function fetchSessionUser(client: ApolloClient): Promise<SessionUser | null> {
  try {
    // The caller decides what a rejection means (clear the session, no redirect); the answer is never read from the cache.
    const { data } = await asApiCall(() => client.query({ query: SessionUserQuery, fetchPolicy: 'network-only', context: { skipSessionExpiry: true } }));
    return data?.me ? toSessionUser(data.me) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
