import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import { WalletPanelDocument } from '../../gql/graphql';
import type { WalletSubmission } from './wallet-form';
import { walletErrorMessage, type WalletWriteResult } from './wallet-errors';

const WalletUpdateItem = graphql(`
  mutation WalletUpdateItem($id: Int!, $input: WalletItemInput!, $file: Upload) {
    updateWalletItem(id: $id, input: $input, file: $file) {
      id
    }
  }
`);

/**
 * Saves an edited item (a new document replaces the stored one; without one it stays) and
 * refetches the wallet. On failure it shows and resolves with the reason.
 */
export function useUpdateWalletItem() {
  const [mutate, { loading }] = useMutation(WalletUpdateItem, { refetchQueries: [WalletPanelDocument], awaitRefetchQueries: true });
  const { toast } = useToast();

  const updateItem = useCallback(
    async (id: number, { input, file }: WalletSubmission): Promise<WalletWriteResult> => {
      try {
        await mutate({ variables: { id, input, file } });
        toast({ title: 'Item updated', description: 'Your wallet item has been updated successfully.' });
        return { ok: true };
      } catch (error) {
        const message = walletErrorMessage(error);
        toast({ variant: 'destructive', title: 'Could not update the item', description: message });
        return { ok: false, message };
      }
    },
    [mutate, toast],
  );

  return { updateItem, updating: loading };
}
