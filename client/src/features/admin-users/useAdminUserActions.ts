import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import type { AdminUserInput } from '../../gql/graphql';

const AdminUpdateUser = graphql(`
  mutation AdminUsersUpdateUser($id: Int!, $input: AdminUserInput!) {
    adminUpdateUser(id: $id, input: $input) {
      message
      user {
        ...AdminUsersTable_user
      }
    }
  }
`);

const AdminDeleteUser = graphql(`
  mutation AdminUsersDeleteUser($id: Int!) {
    adminDeleteUser(id: $id)
  }
`);

/** The Users page's two writes, each with its cache update and the toasts of docs/product/accounts-admin.md, section 8. Both resolve true on success. */
export function useAdminUserActions() {
  const [update, { loading: saving }] = useMutation(AdminUpdateUser);
  const [remove, { loading: deleting }] = useMutation(AdminDeleteUser);
  const { toast } = useToast();

  const updateUser = async (id: number, input: AdminUserInput): Promise<boolean> => {
    try {
      await update({ variables: { id, input } });
      toast({ title: 'User updated', description: 'User details have been updated successfully.' });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to update user. Please try again.', variant: 'destructive' });
      return false;
    }
  };

  const deleteUser = async (id: number): Promise<boolean> => {
    try {
      await remove({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'User', id }) });
          cache.gc();
        },
      });
      toast({ title: 'User deleted', description: 'User has been deleted successfully.' });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to delete user. Please try again.', variant: 'destructive' });
      return false;
    }
  };

  return { updateUser, deleteUser, saving, deleting };
}
