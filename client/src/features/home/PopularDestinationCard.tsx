import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { destinationCoverUrl } from '../../components/images/destination-cover';
import { FallbackImage } from '../../components/images/FallbackImage';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const PopularDestinationCard_trip = graphql(`
  fragment PopularDestinationCard_trip on Trip {
    uuid
    destination
    country
    featuredImage
    customHeader
    destinationOverview {
      imageUrl
    }
  }
`);

/** A popular destination: picture, optional header, place and country; opens its trip. */
export function PopularDestinationCard(props: { trip: FragmentType<typeof PopularDestinationCard_trip> }) {
  const trip = getFragmentData(PopularDestinationCard_trip, props.trip);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/trip/${trip.uuid}`} sx={{ height: '100%', display: 'block' }}>
        <Box sx={{ position: 'relative', aspectRatio: { xs: '3 / 4', sm: '4 / 3' } }}>
          <FallbackImage sources={[trip.featuredImage, trip.destinationOverview?.imageUrl, destinationCoverUrl(trip.destination, trip.country)]} alt="" />
          <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(180deg, transparent 35%, rgba(6,24,30,0.8))' }} />
          <Box sx={{ position: 'absolute', left: { xs: 12, sm: 16 }, right: { xs: 12, sm: 16 }, bottom: 14, color: 'common.white' }}>
            {trip.customHeader && (
              <Typography variant="body2" sx={{ fontWeight: 600, opacity: 0.92, mb: 0.25 }}>
                {trip.customHeader}
              </Typography>
            )}
            <Typography component="h3" variant="h6" sx={{ lineHeight: 1.25 }}>
              {trip.destination}
              <Typography component="span" sx={{ display: { xs: 'block', sm: 'inline' }, fontWeight: 500, opacity: 0.9, fontSize: { xs: '0.875rem', sm: 'inherit' } }}>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  ,{' '}
                </Box>
                {trip.country}
              </Typography>
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
