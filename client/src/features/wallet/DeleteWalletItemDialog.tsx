import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeleteWalletItem } from './useDeleteWalletItem';

interface DeleteWalletItemDialogProps {
  open: boolean;
  item: { id: number; title: string } | null;
  onClose: () => void;
}

/**
 * The question before a delete: 'Are you sure you want to delete this item?'. An accessible
 * dialog rather than window.confirm: the product asks for a confirmation (docs/product/traveller.md, section 2), not the native one,
 * and this one is styled, names the item, traps focus and starts on the safe choice.
 */
export function DeleteWalletItemDialog({ open, item, onClose }: DeleteWalletItemDialogProps) {
  const { deleteItem, deleting } = useDeleteWalletItem();
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (!item || deleting) return;
    setFailure(undefined);
    const result = await deleteItem(item.id);
    if (result.ok) onClose();
    else setFailure(result.message);
  };

  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
      aria-labelledby="delete-wallet-item-title"
      aria-describedby="delete-wallet-item-question"
    >
      <DialogTitle id="delete-wallet-item-title">Delete {item ? `“${item.title}”` : 'item'}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-wallet-item-question">Are you sure you want to delete this item?</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
