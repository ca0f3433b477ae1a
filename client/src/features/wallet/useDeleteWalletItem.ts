import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import { WalletPanelDocument } from '../../gql/graphql';
import { walletErrorMessage, type WalletWriteResult } from './wallet-errors';

const WalletDeleteItem = graphql(`
  mutation WalletDeleteItem($id: Int!) {
    deleteWalletItem(id: $id)
  }
`);

/** Deletes an item and its document, then refetches the wallet; a failure is shown and returned. */
export function useDeleteWalletItem() {
  const [mutate, { loading }] = useMutation(WalletDeleteItem, { refetchQueries: [WalletPanelDocument], awaitRefetchQueries: true });
  const { toast } = useToast();

  const deleteItem = useCallback(
    async (id: number): Promise<WalletWriteResult> => {
      try {
        await mutate({ variables: { id } });
        toast({ title: 'Item deleted', description: 'The item has been removed from your trip wallet.' });
        return { ok: true };
      } catch (error) {
        const message = walletErrorMessage(error);
        toast({ variant: 'destructive', title: 'Could not delete the item', description: message });
        return { ok: false, message };
      }
    },
    [mutate, toast],
  );

  return { deleteItem, deleting: loading };
}
