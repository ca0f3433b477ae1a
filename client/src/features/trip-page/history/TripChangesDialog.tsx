import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/CloseRounded';
import UndoIcon from '@mui/icons-material/UndoRounded';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import type { TripChangesHistoryQuery } from '../../../gql/graphql';
import { useSession } from '../../account';
import { failureMessage } from '../editing/edit-failure';
import { EditConflictsAlert, type EditConflictRef } from '../editing/EditConflictsAlert';
import { TripChangesHistory } from './trip-history-query';
import { useUndoTripEdit } from './useUndoTripEdit';

dayjs.extend(relativeTime);

type TripChange = TripChangesHistoryQuery['tripHistory'][number];

interface TripChangesDialogProps {
  open: boolean;
  onClose: () => void;
  tripUuid: string;
}

/**
 * The trip's itinerary changes, newest first: who, what and when, and what each did not get.
 * A traveller may undo their own changes here. Others' changes arriving while it is open show
 * at once (the page reads its open queries again on each change).
 */
export default function TripChangesDialog({ open, onClose, tripUuid }: TripChangesDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { session } = useSession();
  const me = session.status === 'signed-in' ? session.user.username : null;
  const { data, error, refetch } = useQuery(TripChangesHistory, { variables: { tripUuid }, fetchPolicy: 'cache-and-network' });
  const { undo, undoing } = useUndoTripEdit(tripUuid);
  const [conflicts, setConflicts] = useState<EditConflictRef[]>([]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const changes = data?.tripHistory;

  const undoChange = async (change: TripChange) => {
    const outcome = await undo(change.revision);
    setConflicts(outcome?.conflicts ?? []);
    await refetch();
    // The row's Undo button is gone: the dialog's title keeps the focus in the dialog.
    titleRef.current?.focus();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="trip-changes-title">
      <DialogTitle id="trip-changes-title" ref={titleRef} tabIndex={-1} sx={{ pr: 7, '&:focus': { outline: 'none' } }}>
        Changes
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <EditConflictsAlert conflicts={conflicts} onDismiss={() => setConflicts([])} />
        {!changes && error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {failureMessage(error)}
          </Alert>
        ) : !changes ? (
          <LoadingIndicator label="Loading changes…" minHeight={160} />
        ) : changes.length === 0 ? (
          <Typography color="text.secondary">No changes to the itinerary yet.</Typography>
        ) : (
          <Box component="ol" aria-label="Changes to the itinerary, newest first" sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
            {changes.map((change) => (
              <ChangeRow key={change.revision} change={change} who={change.by === null ? 'Someone' : change.by === me ? 'You' : change.by} onUndo={undoing ? undefined : () => void undoChange(change)} />
            ))}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChangeRow({ change, who, onUndo }: { change: TripChange; who: string; onUndo?: () => void }) {
  const at = dayjs(change.at);
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', textDecoration: change.undone ? 'line-through' : undefined }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {who}
          </Box>{' '}
          {change.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={change.at}>{at.fromNow()}</time>
          {change.undone && ' · undone'}
        </Typography>
        {change.conflicts.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'caption', color: 'text.secondary' }}>
            {change.conflicts.map((conflict, index) => (
              <li key={index}>Not applied: {conflict}</li>
            ))}
          </Box>
        )}
      </Box>
      {change.canUndo && (
        <Button size="small" variant="outlined" startIcon={<UndoIcon />} onClick={onUndo} disabled={!onUndo} aria-label={`Undo: ${change.summary}`} sx={{ flexShrink: 0 }}>
          Undo
        </Button>
      )}
    </Box>
  );
}
