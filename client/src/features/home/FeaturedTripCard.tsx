import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleRounded';
import StarIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { destinationCoverUrl } from '../../components/images/destination-cover';
import { FallbackImage } from '../../components/images/FallbackImage';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { travelersText } from '../trip-page';

export const FeaturedTripCard_trip = graphql(`
  fragment FeaturedTripCard_trip on Trip {
    id
    uuid
    destination
    country
    featuredImage
    customHeader
    destinationOverview {
      imageUrl
    }
    preferences {
      activities
      duration
      travelers
    }
    itinerary {
      activities {
        title
        type
      }
    }
  }
`);

export const FEATURED_CARD_HEIGHT = 480;
const PER_CARD = 3;

/** Up to three highlights: the trip's first sights (not meals or hotels), in order, without repeats. */
function highlightsOf(trip: { itinerary: readonly { activities: readonly { title: string; type: string }[] }[] }): string[] {
  const titles = trip.itinerary.flatMap((day) => day.activities.filter((a) => a.type !== 'meal' && a.type !== 'lodging').map((a) => a.title));
  return [...new Set(titles)].slice(0, PER_CARD);
}

/** A 'Be Inspired' card: picture, place, highlights, interests, length and party, and 'View Trip'. */
export function FeaturedTripCard(props: { trip: FragmentType<typeof FeaturedTripCard_trip> }) {
  const trip = getFragmentData(FeaturedTripCard_trip, props.trip);
  const highlights = highlightsOf(trip);
  const activities = trip.preferences.activities.slice(0, PER_CARD);
  return (
    <Card component="article" sx={{ height: FEATURED_CARD_HEIGHT, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', height: 180, flexShrink: 0 }}>
        <FallbackImage sources={[trip.featuredImage, trip.destinationOverview?.imageUrl, destinationCoverUrl(trip.destination, trip.country)]} alt="" />
        <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(180deg, transparent 40%, rgba(6,24,30,0.75))' }} />
        <Box sx={{ position: 'absolute', left: 20, right: 20, bottom: 14, color: 'common.white' }}>
          <Typography component="h3" variant="h5" sx={{ lineHeight: 1.2 }}>
            {trip.destination}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.9, fontWeight: 600 }}>
            {trip.country}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        {highlights.length > 0 && (
          <Box component="ul" aria-label="Highlights" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {highlights.map((highlight) => (
              <Typography component="li" variant="body2" key={highlight} noWrap sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <StarIcon sx={{ fontSize: 16, color: 'secondary.dark', flexShrink: 0 }} aria-hidden />
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {highlight}
                </Box>
              </Typography>
            ))}
          </Box>
        )}
        {activities.length > 0 && (
          <Box component="ul" aria-label="Activities" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {activities.map((activity) => (
              <li key={activity}>
                <Chip size="small" label={activity} sx={{ fontWeight: 600 }} />
              </li>
            ))}
          </Box>
        )}
        <Box sx={{ mt: 'auto', pt: 2, display: 'flex', gap: 2, color: 'text.secondary', fontSize: 14, fontWeight: 600 }}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ScheduleIcon sx={{ fontSize: 18 }} aria-hidden />
            {trip.preferences.duration || '7 days'}
          </Box>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <GroupIcon sx={{ fontSize: 18 }} aria-hidden />
            {travelersText(trip.preferences.travelers || '1-2')}
          </Box>
        </Box>
        <Button
          component={RouterLink}
          to={`/trip/${trip.uuid || trip.id}`}
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
          aria-label={`View Trip to ${trip.destination}`}
        >
          View Trip
        </Button>
      </Box>
    </Card>
  );
}
