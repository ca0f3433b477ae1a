import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/AddRounded';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ActivityItem } from './ActivityItem';
import { ActivityTypeLegend } from './ActivityTypeLegend';
import { stopNumbersOf } from './map/map-days';
import { addActivityButtonId } from './editing/useItineraryEditing';

export const ItineraryDayCard_day = graphql(`
  fragment ItineraryDayCard_day on ItineraryDay {
    day
    title
    description
    activities {
      id
      location {
        lat
        lng
      }
      ...ActivityItem_activity
    }
  }
`);

interface ItineraryDayCardProps {
  day: FragmentType<typeof ItineraryDayCard_day>;
  /** a short date such as 'Fri, Apr 2' when the trip has dates */
  date?: string;
  /** the day's colour on the map: the printout marks each activity with its pin */
  mapColor: string;
  showLegend?: boolean;
  /** a model proposed the trip's places and no map source could check them: each place says so */
  unverified?: boolean;
  /** in edit mode: 'Add Activity', and edit and delete on each activity */
  editing?: DayEditing;
}

export interface DayEditing {
  /** while a change is being saved */
  disabled: boolean;
  onAdd: () => void;
  onEdit: (activityId: string) => void;
  onDelete: (activityId: string) => void;
}

/**
 * One day: its number badge, title, optional description and activities in order. Memoised:
 * answers that change nothing in a day (the edit rights, the map's settings) do not rebuild it.
 */
export const ItineraryDayCard = memo(function ItineraryDayCard({ day: dayRef, date, mapColor, showLegend = false, unverified = false, editing }: ItineraryDayCardProps) {
  const day = getFragmentData(ItineraryDayCard_day, dayRef);
  const stopNumbers = useMemo(() => stopNumbersOf(day.activities), [day.activities]);
  // Phones show no thumbnails (the type's icon sits by the title instead): not building them saves a phone the work.
  const thumbnails = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const headingId = `day-${day.day}-title`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 } }} data-print="flow">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', '@media print': { gap: 1.5, pb: 0.75, borderBottom: 2, borderColor: 'primary.dark', breakAfter: 'avoid' } }}>
        <Box
          sx={{
            flexShrink: 0,
            width: 56,
            height: 56,
            borderRadius: '16px',
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            lineHeight: 1,
            // paper gets no background colours: the badge is drawn in ink
            '@media print': { width: 'auto', height: 'auto', minWidth: 44, py: 0.5, borderRadius: '12px', bgcolor: 'transparent', color: 'primary.dark', border: 2 },
          }}
        >
          <Typography component="span" sx={{ fontSize: 11, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', opacity: 0.85 }}>
            Day
          </Typography>
          <Typography component="span" sx={{ fontSize: 22, fontWeight: 800 }}>
            {day.day}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {date && (
            <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {date}
            </Typography>
          )}
          <Typography id={headingId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            <Box component="span" sx={visuallyHidden}>
              Day {day.day}:{' '}
            </Box>
            {day.title}
          </Typography>
        </Box>
      </Box>
      {day.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {day.description}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {day.activities.map((activity, index) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            thumbnail={thumbnails}
            pin={stopNumbers[index] === null ? undefined : { number: stopNumbers[index], color: mapColor }}
            unverified={unverified && stopNumbers[index] !== null}
            editing={editing && { disabled: editing.disabled, onEdit: () => editing.onEdit(activity.id), onDelete: () => editing.onDelete(activity.id) }}
          />
        ))}
      </Box>
      {day.activities.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          No activities planned for this day yet.
        </Typography>
      )}
      {editing && (
        <Button id={addActivityButtonId(day.day)} variant="outlined" startIcon={<AddIcon />} onClick={editing.onAdd} disabled={editing.disabled} sx={{ mt: 1.5 }} data-print="hide">
          Add Activity
        </Button>
      )}
      {showLegend && <ActivityTypeLegend />}
    </Card>
  );
});

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
