import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTimeRounded';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ACTIVITY_TYPE_INFO, activityTypeOf } from './activity-types';
import { ActivityImage } from './images/ActivityImage';
import { ActivityEditActions } from './editing/ActivityEditActions';
import { NotVerifiedLabel } from './NotVerifiedLabel';
import { durationText } from './trip-text';

export const ActivityItem_activity = graphql(`
  fragment ActivityItem_activity on Activity {
    title
    description
    type
    time
    timeframe
    duration
    address
    imageUrl
    placeId
    location {
      city
    }
  }
`);

const THUMB = { xs: 56, sm: 72 };

interface ActivityItemProps {
  activity: FragmentType<typeof ActivityItem_activity>;
  /** the picture beside the title (from 600 px wide; phones show the type's icon by the title) */
  thumbnail?: boolean;
  /** on paper: the activity's numbered pin on the printed map, in its day's colour */
  pin?: { number: number; color: string };
  /** a place no map source checked (a model proposed it with none configured) */
  unverified?: boolean;
  /** in edit mode: the activity's edit and delete icons */
  editing?: { disabled: boolean; onEdit: () => void; onDelete: () => void };
}

/** The activity's pin on the printed map; screens have the live map's pins instead. */
function MapPin({ number, color }: { number: number; color: string }) {
  return (
    <Box component="span" data-map-pin="" sx={{ display: 'none', '@media print': { display: 'block', mt: 0.5 } }}>
      <svg width="18" height="18" viewBox="0 0 18 18" role="img" aria-label={`Stop ${number} on the map`}>
        <circle cx="9" cy="9" r="9" fill={color} />
        <text x="9" y="9" textAnchor="middle" dominantBaseline="central" fill="#fff" fontSize="11" fontWeight="800">
          {number}
        </text>
      </svg>
    </Box>
  );
}

/** One activity of a day: time, picture (or the type's illustration), title, description, type and duration. Memoised, as its day. */
export const ActivityItem = memo(function ActivityItem(props: ActivityItemProps) {
  const activity = getFragmentData(ActivityItem_activity, props.activity);
  const type = activityTypeOf(activity.type, activity.title);
  const info = ACTIVITY_TYPE_INFO[type];
  const when = activity.time ?? activity.timeframe;
  const duration = durationText(activity.duration);

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: props.editing ? { xs: '56px 1fr auto', sm: '56px 72px 1fr auto' } : { xs: '56px 1fr', sm: '56px 72px 1fr' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'start',
        py: 2,
        // on paper the picture and the edit icons are gone: time, then the words across the page
        '@media print': { gridTemplateColumns: '3.5rem minmax(0, 1fr)', gap: 1.5, py: 0.75, breakInside: 'avoid' },
      }}
    >
      <Typography component="p" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: 'primary.dark', pt: 0.25 }}>
        {when ? <time>{when}</time> : <span aria-hidden>—</span>}
        {props.pin && <MapPin {...props.pin} />}
      </Typography>
      {props.thumbnail !== false && (
        <Box sx={{ display: { xs: 'none', sm: 'block' }, width: THUMB.sm, height: THUMB.sm, borderRadius: 3, overflow: 'hidden' }} data-print="hide">
          <ActivityImage activity={{ ...activity, city: activity.location?.city }} type={type} size={THUMB.sm} />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h4" variant="subtitle1" sx={{ lineHeight: 1.35, display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box component="span" sx={{ display: { xs: 'inline-flex', sm: 'none' }, color: info.color, '& svg': { fontSize: 20 } }} aria-hidden>
            <info.Icon />
          </Box>
          {activity.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, '@media print': { mt: 0 } }}>
          {activity.description}
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', color: 'text.secondary', fontSize: 13, '@media print': { mt: 0.25, columnGap: 1.5, rowGap: 0, fontSize: '0.8rem' } }}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 999, fontWeight: 700, color: info.color, bgcolor: `${info.color}14`, '@media print': { p: 0 } }}>
            <info.Icon sx={{ fontSize: 16 }} aria-hidden />
            {info.label}
          </Box>
          {duration && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <AccessTimeIcon sx={{ fontSize: 16 }} aria-hidden />
              {duration}
            </Box>
          )}
          {props.unverified && <NotVerifiedLabel />}
          {activity.address && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              <PlaceIcon sx={{ fontSize: 16 }} aria-hidden />
              <span>{activity.address}</span>
            </Box>
          )}
        </Box>
      </Box>
      {props.editing && <ActivityEditActions title={activity.title} {...props.editing} />}
    </Box>
  );
});
