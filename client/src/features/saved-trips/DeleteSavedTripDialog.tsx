import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeleteTrip } from './useDeleteTrip';

/** The saved trip a Delete button was pressed for. */
export interface SavedTripToDelete {
  uuid: string;
  title: string;
}

interface DeleteSavedTripDialogProps {
  trip: SavedTripToDelete | null;
  onClose: () => void;
}

/**
 * The question before a saved trip is deleted, as the wallet asks before an item goes: a
 * trip cannot be brought back, so one stray click must not lose it. The words are the ones
 * the admin's trips table uses (docs/product/accounts-admin.md); the dialog names the trip and starts
 * on the safe choice. A failure is told in the toast of docs/product/accounts-admin.md, section 8, and leaves the dialog open.
 */
export function DeleteSavedTripDialog({ trip, onClose }: DeleteSavedTripDialogProps) {
  const { deleteTrip, deleting } = useDeleteTrip();
  // the trip stays named while the dialog fades out after `trip` is cleared
  const [named, setNamed] = useState(trip);
  if (trip && trip !== named) setNamed(trip);

  const confirm = async () => {
    if (!trip || deleting) return;
    if (await deleteTrip(trip.uuid)) onClose();
  };

  return (
    <Dialog
      open={trip !== null}
      onClose={deleting ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
      aria-labelledby="delete-saved-trip-title"
      aria-describedby="delete-saved-trip-question"
    >
      <DialogTitle id="delete-saved-trip-title" sx={{ overflowWrap: 'anywhere' }}>
        Delete {named ? `“${named.title}”` : 'trip'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-saved-trip-question">Are you sure you want to delete this trip? This action cannot be undone.</DialogContentText>
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
