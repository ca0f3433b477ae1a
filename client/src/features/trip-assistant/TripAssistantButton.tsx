import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import ForumIcon from '@mui/icons-material/ForumRounded';
import type { FragmentType } from '../../gql';
import type { WizardStart } from '../wizard';
import type { TripAssistant_trip } from './trip-assistant-fragment';

// The conversation and its dialog load on first use; the trip page itself stays light.
const loadDialog = () => import('./TripAssistantDialog');
const TripAssistantDialog = lazy(loadDialog);

interface TripAssistantButtonProps {
  trip: FragmentType<typeof TripAssistant_trip>;
  onSuggestion: (start: WizardStart) => void;
}

/** the button's height and its distance from the bottom (phone, then wider screens) */
const FAB_HEIGHT = 48;
const FAB_BOTTOM = { xs: 16, sm: 24 };
/** the band at the bottom of the window the button can cover, with a little air above it */
const clearance = (bottom: number) => FAB_HEIGHT + bottom + 12;

/**
 * The page keeps clear of the floating button: anything scrolled into view (a link tabbed to, the
 * map, 'Add to calendar') stops above it, and the page ends with room for it, so the button never
 * hides part of the trip for good.
 */
function FabClearance() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        html: { scrollPaddingBottom: clearance(FAB_BOTTOM.xs), [theme.breakpoints.up('sm')]: { scrollPaddingBottom: clearance(FAB_BOTTOM.sm) } },
        footer: { paddingBottom: clearance(FAB_BOTTOM.xs), [theme.breakpoints.up('sm')]: { paddingBottom: clearance(FAB_BOTTOM.sm) } },
      })}
    />
  );
}

/** The floating 'Trip Assistant' button at the bottom right, and the chat it opens. */
export function TripAssistantButton({ trip, onSuggestion }: TripAssistantButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <FabClearance />
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
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: FAB_BOTTOM, height: FAB_HEIGHT, zIndex: 'speedDial', gap: 1 }}
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
