import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/CloseRounded';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { type WizardStart, mergeSuggestion } from '../wizard';
import { AssistantMessageList } from './AssistantMessageList';
import { ChatComposer } from './ChatComposer';
import { ProposedEditCard } from './ProposedEditCard';
import { TripAssistant_trip } from './trip-assistant-fragment';
import { useItineraryEdits } from './useItineraryEdits';
import { useTripAssistant } from './useTripAssistant';

/** The input takes focus this long after the dialog opens (docs/product/traveller.md, section 9). */
export const FOCUS_DELAY_MS = 100;

const TripAssistantPermissions = graphql(`
  query TripAssistantPermissions($tripUuid: String!) {
    tripPermissions(tripUuid: $tripUuid) {
      canEdit
    }
  }
`);

interface TripAssistantDialogProps {
  open: boolean;
  onClose: () => void;
  trip: FragmentType<typeof TripAssistant_trip>;
  onSuggestion: (start: WizardStart) => void;
}

/** The Trip Assistant: a conversation about changing this trip, with one-click itinerary edits for its editors. */
export default function TripAssistantDialog({ open, onClose, trip: tripRef, onSuggestion }: TripAssistantDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const trip = getFragmentData(TripAssistant_trip, tripRef);
  const { __typename: _, ...preferences } = trip.preferences;
  const current = { ...trip, preferences };
  const { messages, loading, send } = useTripAssistant(current, (suggestion) => onSuggestion(mergeSuggestion(current, suggestion)));
  const permissions = useQuery(TripAssistantPermissions, { variables: { tripUuid: trip.uuid } });
  const canEdit = permissions.data?.tripPermissions.canEdit;
  const edits = useItineraryEdits(trip.uuid, trip.itinerary, trip.revision);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="trip-assistant-title"
      slotProps={{ paper: { sx: { height: { sm: 'min(720px, calc(100% - 64px))' } } } }}
    >
      <DialogTitle component="div" id="trip-assistant-header" sx={{ pr: 7, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="trip-assistant-title" variant="h6" component="h2">
          Trip Assistant
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Ask for changes to your {trip.destination} trip
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: '16px !important' }}>
        <AssistantMessageList
          messages={messages}
          loading={loading}
          renderExtra={(message) => message.edit && <ProposedEditCard edit={message.edit} messageId={message.id} canEdit={canEdit} edits={edits} />}
        />
      </DialogContent>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <ChatComposer loading={loading} onSend={(text) => void send(text)} inputRef={inputRef} />
      </Box>
    </Dialog>
  );
}
