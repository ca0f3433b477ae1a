import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import ForumIcon from '@mui/icons-material/ForumRounded';
import type { FragmentType } from '../../gql';
import type { WizardStart } from '../wizard/wizard-state';
import type { TripAssistant_trip } from './trip-assistant-fragment';

// The conversation and its dialog load on first use; the trip page itself stays light.
const loadDialog = () => import('./TripAssistantDialog');
const TripAssistantDialog = lazy(loadDialog);

interface TripAssistantButtonProps {
  trip: FragmentType<typeof TripAssistant_trip>;
  onSuggestion: (start: WizardStart) => void;
}

/** The floating 'Trip Assistant' button at the bottom right, and the chat it opens. */
export function TripAssistantButton({ trip, onSuggestion }: TripAssistantButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        data-print="hide"
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: 'speedDial', gap: 1 }}
      >
        <ForumIcon aria-hidden />
        Trip Assistant
      </Fab>
      {/* Kept mounted once opened, so the conversation survives closing the dialog. */}
      {requested && (
        <Suspense fallback={null}>
          <TripAssistantDialog open={open} onClose={() => setOpen(false)} trip={trip} onSuggestion={onSuggestion} />
        </Suspense>
      )}
    </>
  );
}
