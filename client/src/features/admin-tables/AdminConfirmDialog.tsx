import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface AdminConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A destructive confirmation: Cancel (focused first, the safe choice) and the action, which shows its pending label while it runs. */
export function AdminConfirmDialog({ open, title, children, confirmLabel, pendingLabel, pending, onCancel, onConfirm }: AdminConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="admin-confirm-title" aria-describedby="admin-confirm-text" maxWidth="xs" fullWidth>
      <DialogTitle id="admin-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="admin-confirm-text">{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
