import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/BookmarkBorderRounded';
import SavedIcon from '@mui/icons-material/BookmarkAddedRounded';
import CalendarIcon from '@mui/icons-material/CalendarMonthRounded';
import GroupIcon from '@mui/icons-material/GroupRounded';
import CompanionsIcon from '@mui/icons-material/PeopleAltOutlined';
import PlaceIcon from '@mui/icons-material/PlaceRounded';
import ShareIcon from '@mui/icons-material/IosShareRounded';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import { FallbackImage } from '../../components/images/FallbackImage';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { budgetLabel } from './budget';
import { useHeroImageSources } from './images/useHeroImageSources';
import { dateRangeText, travelersText } from './trip-text';

export const TripHero_trip = graphql(`
  fragment TripHero_trip on Trip {
    destination
    country
    customHeader
    startDate
    endDate
    featuredImage
    destinationOverview {
      imageUrl
    }
    preferences {
      budgetLevel
      travelers
      duration
      activities
      travelStyle
      accommodation
    }
    itinerary {
      day
      activities {
        title
        time
      }
    }
  }
`);

interface TripHeroProps {
  trip: FragmentType<typeof TripHero_trip>;
  onSave: () => void;
  /** while the save is pending the button reads 'Saving...' */
  saving?: boolean;
  /** the trip is the signed-in traveller's already: the button says so instead of offering to save */
  saved?: boolean;
  onShare: () => void;
  /** opens the Companions dialog; given to the trip's own travellers once it has an owner */
  onCompanions?: () => void;
}

/** The top of the trip page: picture, title, when, budget, who, tags, Save Trip and Share. */
export function TripHero({ trip: tripRef, onSave, saving = false, saved = false, onShare, onCompanions }: TripHeroProps) {
  const trip = getFragmentData(TripHero_trip, tripRef);
  const when = dateRangeText(trip.startDate, trip.endDate) ?? trip.preferences.duration;
  const tags = [...trip.preferences.activities, ...trip.preferences.travelStyle, ...trip.preferences.accommodation];
  const firstActivities = trip.itinerary.flatMap((day) => day.activities).slice(0, 2);
  const title = trip.customHeader || trip.destination;
  const heroSources = useHeroImageSources(trip);

  return (
    <Box
      component="header"
      data-print="ink"
      sx={{ position: 'relative', overflow: 'hidden', borderRadius: { xs: 3, md: 4 }, color: 'common.white', bgcolor: 'primary.dark', minHeight: { xs: 420, md: 460 }, display: 'flex', alignItems: 'flex-end' }}
    >
      <Box data-print="hide" sx={{ position: 'absolute', inset: 0 }}>
        <FallbackImage sources={heroSources} alt="" loading="eager" />
        <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(180deg, rgba(6,24,30,0.15) 0%, rgba(6,24,30,0.45) 45%, rgba(6,24,30,0.88) 100%)' }} />
      </Box>
      <Box sx={{ position: 'relative', width: '100%', p: { xs: 3, sm: 4, md: 6 }, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 320px' }, alignItems: 'end', '@media print': { p: 0, display: 'block' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'secondary.light' }}>
            <PlaceIcon fontSize="small" aria-hidden />
            {trip.customHeader ? `${trip.destination}, ${trip.country}` : trip.country}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ mt: 0.5, textShadow: '0 2px 18px rgba(0,0,0,0.35)', overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2.5, flexWrap: 'wrap' }}>
            {when && <Chip icon={<CalendarIcon />} label={when} sx={chipSx} />}
            <Chip icon={<WalletIcon />} label={budgetLabel(trip.preferences.budgetLevel)} sx={chipSx} />
            {trip.preferences.travelers && <Chip icon={<GroupIcon />} label={travelersText(trip.preferences.travelers)} sx={chipSx} />}
          </Stack>
          {tags.length > 0 && (
            <Box component="ul" aria-label="Trip tags" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {tags.map((tag) => (
                <li key={tag}>
                  <Chip size="small" label={tag} variant="outlined" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.5)', fontWeight: 600 }} />
                </li>
              ))}
            </Box>
          )}
          {/* Wraps on a phone when the Companions button makes three. */}
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }} data-print="hide">
            <Button
              variant="contained"
              color="inherit"
              startIcon={saved ? <SavedIcon /> : <BookmarkIcon />}
              onClick={onSave}
              disabled={saving}
              aria-disabled={saved || undefined}
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            >
              {saving ? 'Saving...' : saved ? 'Saved in My Trips' : 'Save Trip'}
            </Button>
            <Button variant="outlined" color="inherit" startIcon={<ShareIcon />} onClick={onShare} sx={{ borderColor: 'rgba(255,255,255,0.7)' }}>
              Share
            </Button>
            {onCompanions && (
              <Button variant="outlined" color="inherit" startIcon={<CompanionsIcon />} onClick={onCompanions} aria-haspopup="dialog" sx={{ borderColor: 'rgba(255,255,255,0.7)' }}>
                Companions
              </Button>
            )}
          </Stack>
        </Box>
        {firstActivities.length > 0 && (
          <Box
            component="section"
            aria-label="First activities"
            data-print="hide"
            sx={{ p: 2.5, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.12)', border: '1px solid rgba(255,255,255,0.25)', backdropFilter: 'blur(8px)' }}
          >
            <Typography variant="overline" component="h2" sx={{ color: 'rgba(255,255,255,0.8)', lineHeight: 1.5 }}>
              Your trip starts with
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.25 }}>
              {firstActivities.map((activity, index) => (
                <Box component="li" key={index} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 800, color: 'secondary.light', minWidth: 44 }}>
                    {activity.time ?? `#${index + 1}`}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {activity.title}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}

const chipSx = { bgcolor: 'rgba(255,255,255,0.16)', color: 'common.white', fontWeight: 650, backdropFilter: 'blur(6px)', '& .MuiChip-icon': { color: 'inherit' } } as const;
