import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';

const AdminUnsubscribe = graphql(`
  mutation AdminSubscribersUnsubscribe($email: String!) {
    adminUnsubscribe(email: $email) {
      id
      subscribed
      unsubscribedAt
    }
  }
`);

/**
 * Unsubscribes an address and says how it went. The row updates in the cache; the page is
 * fetched again for its counts (the Total Subscribers card).
 */
export function useUnsubscribe() {
  const [mutate, { loading }] = useMutation(AdminUnsubscribe, { refetchQueries: ['AdminSubscribersPage'] });
  const { toast } = useToast();
  const unsubscribe = async (email: string): Promise<boolean> => {
    try {
      await mutate({ variables: { email } });
      toast({ title: 'Unsubscribed successfully', description: `${email} has been unsubscribed from the newsletter.` });
      return true;
    } catch (error) {
      toast({ title: 'Error unsubscribing', description: (error instanceof Error && error.message) || 'An error occurred while unsubscribing.', variant: 'destructive' });
      return false;
    }
  };
  return { unsubscribe, unsubscribing: loading };
}
