import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import CheckIcon from '@mui/icons-material/CheckRounded';
import EditIcon from '@mui/icons-material/EditOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import ShareIcon from '@mui/icons-material/IosShareRounded';
import dayjs from 'dayjs';
import { useStagedRender } from '../../components/useStagedRender';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { AddToCalendarButton } from './calendar/AddToCalendarButton';
import { CoEditingBar } from './CoEditingBar';
import { EditConflictsAlert } from './editing/EditConflictsAlert';
import { useItineraryEditing } from './editing/useItineraryEditing';
import { ItineraryDayCard } from './ItineraryDayCard';
import { dayColor } from './map/map-days';
import { usePrinting } from './usePrinting';
import { useTripPermissions } from './useTripPermissions';

// Only editors open it, so it loads on first use.
const ActivityDialog = lazy(() => import('./editing/ActivityDialog'));

export const TripItinerary_trip = graphql(`
  fragment TripItinerary_trip on Trip {
    uuid
    startDate
    destinationOverview {
      placeData {
        verified
      }
    }
    itinerary {
      day
      ...ItineraryDayCard_day
    }
    ...TripCalendar_trip
    ...ItineraryEditing_trip
  }
`);

/** Days shown before 'Show full itinerary' (docs/product/traveller.md, section 9). */
export const PREVIEW_DAYS = 2;

interface TripItineraryProps {
  trip: FragmentType<typeof TripItinerary_trip>;
  onPrint: () => void;
  onShare: () => void;
}

/**
 * The day-by-day plan: the first 2 days, then all of them on request; Print, Share and calendar;
 * for the trip's editors an edit mode (docs/product/traveller.md, sections 2 and 4); and for its
 * travellers who is viewing it now and its changes (issue 22).
 */
export function TripItinerary({ trip: tripRef, onPrint, onShare }: TripItineraryProps) {
  const trip = getFragmentData(TripItinerary_trip, tripRef);
  const [expanded, setExpanded] = useState(false);
  const printing = usePrinting();
  // One day per commit: each is a short task for a phone.
  const builtDays = useStagedRender(PREVIEW_DAYS);
  const listId = useId();
  const count = trip.itinerary.length;
  const start = trip.startDate ? dayjs(trip.startDate) : null;
  const { canEdit, canViewWallet } = useTripPermissions(trip.uuid);
  const edit = useItineraryEditing(trip);
  const editing = canEdit && edit.editing;

  return (
    <Box component="section" aria-labelledby="itinerary-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2.5, '@media print': { mb: 1.5 } }}>
        <Typography id="itinerary-title" variant="h4" component="h2">
          Your {count}-day itinerary
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-print="hide">
          {canEdit && (
            <Button
              variant={editing ? 'contained' : 'outlined'}
              startIcon={editing ? <CheckIcon /> : <EditIcon />}
              aria-pressed={editing}
              onClick={edit.toggleEditing}
              disabled={edit.saving}
            >
              {editing ? 'Done editing' : 'Edit itinerary'}
            </Button>
          )}
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={onPrint}>
            Print
          </Button>
          <Button variant="outlined" startIcon={<ShareIcon />} onClick={onShare}>
            Share
          </Button>
          <AddToCalendarButton trip={trip} />
        </Stack>
      </Box>
      {canViewWallet && <CoEditingBar tripUuid={trip.uuid} />}
      <EditConflictsAlert conflicts={edit.conflicts} onDismiss={edit.dismissConflicts} />
      <Stack id={listId} spacing={2.5}>
        {trip.itinerary.map((day, index) => {
          const hidden = !expanded && index >= PREVIEW_DAYS;
          // A day behind 'Show full itinerary' is built when shown or printed, not with the page;
          // the first days one per commit as the page starts.
          const built = printing || (!hidden && (index >= PREVIEW_DAYS || index < builtDays));
          return (
            <Box key={day.day} hidden={hidden} data-print-day="">
              {built && (
                <ItineraryDayCard
                  day={day}
                  date={start?.add(day.day - 1, 'day').format('ddd, MMM D')}
                  mapColor={dayColor(index)}
                  showLegend={index === 0}
                  unverified={trip.destinationOverview?.placeData?.verified === false}
                  editing={
                    editing
                      ? {
                          disabled: edit.saving,
                          onAdd: () => edit.openAddDialog(day.day),
                          onEdit: (activityId) => edit.openEditDialog(day.day, activityId),
                          onDelete: (activityId) => void edit.deleteActivity(day.day, activityId),
                        }
                      : undefined
                  }
                />
              )}
            </Box>
          );
        })}
      </Stack>
      {count > PREVIEW_DAYS && (
        <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'center' }} data-print="hide">
          <Button
            variant="contained"
            aria-expanded={expanded}
            aria-controls={listId}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? `Show first ${PREVIEW_DAYS} days` : `Show full ${count}-day itinerary`}
          </Button>
        </Box>
      )}
      {editing && edit.dialog && (
        <Suspense fallback={null}>
          <ActivityDialog
            key={`${edit.dialog.day}-${edit.dialog.activityId ?? 'new'}`}
            mode={edit.dialog.activityId ? 'edit' : 'add'}
            dayNumber={edit.dialog.day}
            initial={edit.dialog.initial}
            saving={edit.saving}
            onSubmit={(draft) => void edit.submitActivity(draft)}
            onClose={edit.closeDialog}
          />
        </Suspense>
      )}
    </Box>
  );
}
