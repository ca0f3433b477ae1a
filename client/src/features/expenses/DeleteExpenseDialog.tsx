import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ExpenseWriteResult } from './expense-errors';

interface DeleteExpenseDialogProps {
  open: boolean;
  expense: { id: number; title: string } | null;
  deleting: boolean;
  onDelete: (id: number) => Promise<ExpenseWriteResult>;
  onClose: () => void;
}

/** The question before a delete, as the wallet asks it: named, starting on the safe choice, and saying why a delete failed. */
export function DeleteExpenseDialog({ open, expense, deleting, onDelete, onClose }: DeleteExpenseDialogProps) {
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (!expense || deleting) return;
    setFailure(undefined);
    const result = await onDelete(expense.id);
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
      aria-labelledby="delete-expense-title"
      aria-describedby="delete-expense-question"
    >
      <DialogTitle id="delete-expense-title">Delete {expense ? `“${expense.title}”` : 'expense'}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-expense-question">Delete this expense? The balances and payments are worked out again without it.</DialogContentText>
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
