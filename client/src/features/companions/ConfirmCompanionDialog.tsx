import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { companionErrorMessage } from './companion-errors';

export interface CompanionQuestion {
  title: string;
  question: ReactNode;
  /** the confirming button's words ('Remove', 'Leave trip') */
  confirm: string;
  /** does the thing; a failure's message is shown in the dialog, which stays open */
  run: () => Promise<unknown>;
}

/**
 * The question before someone leaves a trip or is removed from it, as the wallet asks before a
 * delete: it cannot be undone without a new invitation, so one stray click must not do it. It
 * starts on the safe choice.
 */
export function ConfirmCompanionDialog({ question, onClose }: { question: CompanionQuestion | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // the words stay while the dialog fades out after `question` is cleared
  const [shown, setShown] = useState(question);
  if (question && question !== shown) {
    setShown(question);
    setFailure(undefined);
  }

  const confirm = async () => {
    if (!question || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await question.run();
      onClose();
    } catch (error) {
      setFailure(companionErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={question !== null}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
      aria-labelledby="companion-question-title"
      aria-describedby="companion-question-text"
    >
      <DialogTitle id="companion-question-title" sx={{ overflowWrap: 'anywhere' }}>
        {shown?.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="companion-question-text">{shown?.question}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={busy}>
          {busy ? 'Please wait...' : shown?.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
