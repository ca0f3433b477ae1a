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

/** Unsubscribes an address (the subscriber row updates in the cache) and says how it went. */
export function useUnsubscribe() {
  const [mutate, { loading }] = useMutation(AdminUnsubscribe);
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
