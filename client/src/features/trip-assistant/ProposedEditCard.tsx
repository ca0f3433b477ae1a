import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckRounded';
import EditNoteIcon from '@mui/icons-material/EditNoteRounded';
import UndoIcon from '@mui/icons-material/UndoRounded';
import { describeEdit, type ProposedEdit } from './itinerary-edits';
import type { ItineraryEdits } from './useItineraryEdits';

interface ProposedEditCardProps {
  edit: ProposedEdit;
  messageId: number;
  /** only the trip's editors may apply; others are told so; undefined while not yet known */
  canEdit: boolean | undefined;
  edits: ItineraryEdits;
}

/** Said to someone who may look at the trip but not change it, in place of Apply. */
export const VIEWER_NOTE = "Only this trip's travellers can change it, so there is nothing to apply here.";

/** The change the assistant proposes, with Apply, and after applying, Undo. */
export function ProposedEditCard({ edit, messageId, canEdit, edits }: ProposedEditCardProps) {
  const status = edits.statusOf(messageId);
  return (
    <Box sx={{ mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <EditNoteIcon color="primary" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 650, flex: '1 1 10rem' }}>
        {describeEdit(edit)}
      </Typography>
      {canEdit === false && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {VIEWER_NOTE}
        </Typography>
      )}
      {canEdit === true &&
        (status === 'applied' ? (
          <>
            <Typography variant="body2" color="success.main" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 650 }} role="status">
              <CheckIcon fontSize="small" aria-hidden /> Applied
            </Typography>
            {edits.canUndo(messageId) && (
              <Button size="small" variant="outlined" startIcon={<UndoIcon />} onClick={() => void edits.undo()}>
                Undo
              </Button>
            )}
          </>
        ) : (
          <Button size="small" variant="contained" disabled={edits.busy} onClick={() => void edits.apply(messageId, edit)}>
            {status === 'saving' ? 'Saving…' : 'Apply'}
          </Button>
        ))}
    </Box>
  );
}
