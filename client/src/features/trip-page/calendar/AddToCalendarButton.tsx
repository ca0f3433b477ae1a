import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import EventIcon from '@mui/icons-material/EventRounded';
import { useToast } from '../../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { calendarFileName, tripCalendarFile } from './trip-calendar';

export const TripCalendar_trip = graphql(`
  fragment TripCalendar_trip on Trip {
    uuid
    destination
    country
    startDate
    itinerary {
      day
      activities {
        title
        description
        time
        duration
        address
        type
      }
    }
  }
`);

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Add to calendar': downloads the itinerary as an .ics file; it needs the trip's dates. */
export function AddToCalendarButton(props: { trip: FragmentType<typeof TripCalendar_trip> }) {
  const trip = getFragmentData(TripCalendar_trip, props.trip);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const hasDates = !!trip.startDate;

  const addToCalendar = async () => {
    setBusy(true);
    try {
      download(await tripCalendarFile(trip), calendarFileName(trip.destination));
    } catch {
      toast({ title: 'Calendar error', description: 'The calendar file could not be created. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button variant="outlined" startIcon={<EventIcon />} onClick={addToCalendar} disabled={!hasDates || busy}>
      Add to calendar
    </Button>
  );
  if (hasDates) return button;
  return (
    <Tooltip title="Add to calendar needs trip dates: plan the trip with dates to use it.">
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 999 }}>
        {button}
      </Box>
    </Tooltip>
  );
}
