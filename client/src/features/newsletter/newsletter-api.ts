/**
 * The footer sign-up's call (docs/product/accounts-admin.md: POST /api/newsletter/subscribe, here the
 * subscribeNewsletter mutation). Loaded when someone submits the form: the footer is on every
 * page, the GraphQL document and Apollo Client only for those who sign up.
 */
import { loadApolloClient } from '../../app/apollo-loader';
import { asApiCall } from '../../app/graphql-errors';
import { ApiError } from '../../app/api';
import { graphql } from '../../gql';

const NewsletterSubscribe = graphql(`
  mutation NewsletterSubscribe($email: String!) {
    subscribeNewsletter(email: $email) {
      alreadySubscribed
    }
  }
`);

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'invalid-email' | 'failed';

export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  try {
    const client = await loadApolloClient();
    const { data } = await asApiCall(() => client.mutate({ mutation: NewsletterSubscribe, variables: { email } }));
    if (!data) return 'failed';
    return data.subscribeNewsletter.alreadySubscribed ? 'already-subscribed' : 'subscribed';
  } catch (error) {
    // The server checks the address too (a little more strictly: no empty domain labels).
    return error instanceof ApiError && error.status === 400 ? 'invalid-email' : 'failed';
  }
}
