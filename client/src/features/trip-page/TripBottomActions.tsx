import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import BookmarkIcon from '@mui/icons-material/BookmarkBorderRounded';
import SavedIcon from '@mui/icons-material/BookmarkAddedRounded';
import TuneIcon from '@mui/icons-material/TuneRounded';
import UndoIcon from '@mui/icons-material/UndoRounded';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { WizardStart } from '../wizard';

export const TripBottomActions_trip = graphql(`
  fragment TripBottomActions_trip on Trip {
    destination
    country
    startDate
    endDate
    preferences {
      travelStyle
      accommodation
      activities
      budgetLevel
      currency
      duration
      travelers
    }
  }
`);

/** Navigation state asking the home page to start at the top. */
export interface HomeNavigationState {
  scrollToTop?: boolean;
}

interface TripBottomActionsProps {
  trip: FragmentType<typeof TripBottomActions_trip>;
  onSave: () => void;
  /** while the save is under way */
  saving?: boolean;
  /** the trip is the signed-in traveller's already */
  saved?: boolean;
  /** opens the preferences wizard with this trip's request */
  onModify: (start: WizardStart) => void;
  /** puts back the plan the last Modify Trip replaced, when there is one and the traveller may */
  onUndoModify?: () => void;
  undoing?: boolean;
}

/** 'Save This Trip', 'Modify Trip' (the preferences wizard) and 'Create New Trip'. */
export function TripBottomActions({ trip: tripRef, onSave, saving = false, saved = false, onModify, onUndoModify, undoing = false }: TripBottomActionsProps) {
  const trip = getFragmentData(TripBottomActions_trip, tripRef);
  const navigate = useNavigate();
  const { __typename: _, ...preferences } = trip.preferences;

  const modify = () => onModify({ destination: trip.destination, country: trip.country, startDate: trip.startDate, endDate: trip.endDate, preferences });

  return (
    <Card component="section" aria-labelledby="trip-actions-title" data-print="hide" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
      <Typography id="trip-actions-title" variant="h5" component="h2">
        Ready for {trip.destination}?
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Keep this plan, change your preferences, or start planning somewhere new.
      </Typography>
      <Box sx={{ mt: 3, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'center' }}>
        <Button variant="contained" size="large" startIcon={saved ? <SavedIcon /> : <BookmarkIcon />} onClick={onSave} disabled={saving} aria-disabled={saved || undefined}>
          {saving ? 'Saving...' : saved ? 'Saved in My Trips' : 'Save This Trip'}
        </Button>
        <Button variant="outlined" size="large" startIcon={<TuneIcon />} onClick={modify} aria-haspopup="dialog">
          Modify Trip
        </Button>
        {onUndoModify && (
          <Button variant="outlined" size="large" startIcon={<UndoIcon />} onClick={onUndoModify} disabled={undoing}>
            {undoing ? 'Restoring...' : 'Undo Modify Trip'}
          </Button>
        )}
        <Button variant="outlined" size="large" startIcon={<AddIcon />} onClick={() => navigate('/', { state: { scrollToTop: true } satisfies HomeNavigationState })}>
          Create New Trip
        </Button>
      </Box>
    </Card>
  );
}
