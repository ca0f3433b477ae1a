import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import StarIcon from '@mui/icons-material/StarRounded';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { HotelImage } from './images/HotelImage';
import { pricePerNightText, stayLevelText } from './trip-text';
import { NotVerifiedLabel } from './NotVerifiedLabel';

export const AccommodationCard_accommodation = graphql(`
  fragment AccommodationCard_accommodation on Accommodation {
    name
    type
    description
    pricePerNight
    currency
    rating
    imageUrl
    location
    budgetLevel
  }
`);

/** A recommended place to stay: picture, name, kind, description, price per night (where the data has one), its budget level beside the trip's and (only if known) rating. */
export function AccommodationCard(props: { accommodation: FragmentType<typeof AccommodationCard_accommodation>; tripBudgetLevel?: number; unverified?: boolean }) {
  const stay = getFragmentData(AccommodationCard_accommodation, props.accommodation);
  const level = stayLevelText(stay.budgetLevel, props.tripBudgetLevel);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', height: 140 }} data-print="hide">
        <HotelImage hotel={stay} />
        {stay.type && (
          <Typography
            component="span"
            variant="caption"
            sx={{ position: 'absolute', left: 12, top: 12, px: 1.25, py: 0.25, borderRadius: 999, bgcolor: 'rgba(255,255,255,0.92)', color: 'text.primary', fontWeight: 700, textTransform: 'capitalize' }}
          >
            {stay.type}
          </Typography>
        )}
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flex: 1, gap: 1, '@media print': { p: 1.5, gap: 0.5 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography component="h3" variant="subtitle1" sx={{ lineHeight: 1.3 }}>
            {stay.name}
          </Typography>
          {typeof stay.rating === 'number' && (
            <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 700, flexShrink: 0 }} aria-label={`Rated ${stay.rating.toFixed(1)} out of 5`}>
              <StarIcon sx={{ fontSize: 18, color: '#F2A93B' }} aria-hidden />
              {stay.rating.toFixed(1)}
            </Typography>
          )}
        </Box>
        {stay.location && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon sx={{ fontSize: 15 }} aria-hidden />
            {stay.location}
          </Typography>
        )}
        {props.unverified && <NotVerifiedLabel />}
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {stay.description}
        </Typography>
        {level && (
          <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
            {level}
          </Typography>
        )}
        {typeof stay.pricePerNight === 'number' ? (
          <Typography sx={{ mt: 1, fontWeight: 800, fontSize: '1.1rem' }}>
            {pricePerNightText(stay.pricePerNight, stay.currency)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {' '}
              / night
            </Typography>
          </Typography>
        ) : (
          // The map data a trip was planned from has no prices: say so rather than guess.
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, fontWeight: 700 }}>
            Price not known
          </Typography>
        )}
      </Box>
    </Card>
  );
}
