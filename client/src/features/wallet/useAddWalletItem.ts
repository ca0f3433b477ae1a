import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import { WalletPanelDocument } from '../../gql/graphql';
import type { WalletSubmission } from './wallet-form';
import { walletErrorMessage, type WalletWriteResult } from './wallet-errors';

const WalletAddItem = graphql(`
  mutation WalletAddItem($tripUuid: String!, $input: WalletItemInput!, $file: Upload) {
    addWalletItem(tripUuid: $tripUuid, input: $input, file: $file) {
      id
    }
  }
`);

/**
 * Adds an item (a document goes as a multipart request) and refetches the wallet. On failure it
 * shows the server's reason and resolves with it, so the dialog stays open with what the
 * traveller typed.
 */
export function useAddWalletItem(tripUuid: string) {
  const [mutate, { loading }] = useMutation(WalletAddItem, { refetchQueries: [WalletPanelDocument], awaitRefetchQueries: true });
  const { toast } = useToast();

  const addItem = useCallback(
    async ({ input, file }: WalletSubmission): Promise<WalletWriteResult> => {
      try {
        await mutate({ variables: { tripUuid, input, file } });
        toast({ title: 'Item added', description: 'Your wallet item has been added to your trip.' });
        return { ok: true };
      } catch (error) {
        const message = walletErrorMessage(error);
        toast({ variant: 'destructive', title: 'Could not add the item', description: message });
        return { ok: false, message };
      }
    },
    [mutate, toast, tripUuid],
  );

  return { addItem, adding: loading };
}
