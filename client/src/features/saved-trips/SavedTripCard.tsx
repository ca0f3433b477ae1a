import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CompanionsIcon from '@mui/icons-material/PeopleAltOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Link as RouterLink } from 'react-router-dom';
import defaultCover from '../../assets/default-cover.svg';
import { destinationCoverUrl } from '../../components/images/destination-cover';
import { FallbackImage } from '../../components/images/FallbackImage';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { sharedByText, withNamesText } from '../companions';
import type { SavedTripToDelete } from './DeleteSavedTripDialog';
import { savedTripCreated, savedTripDuration, savedTripTitle, savedTripTravelers } from './saved-trip-text';

export const SavedTripCard_trip = graphql(`
  fragment SavedTripCard_trip on Trip {
    uuid
    destination
    country
    customHeader
    startDate
    endDate
    createdAt
    featuredImage
    preferences {
      duration
      travelers
    }
    sharing {
      owner
      role
      companions {
        username
        role
      }
    }
  }
`);

interface SavedTripCardProps {
  trip: FragmentType<typeof SavedTripCard_trip>;
  /** asks first (DeleteSavedTripDialog) */
  onDelete: (trip: SavedTripToDelete) => void;
}

/**
 * One saved trip: picture, title, who it is shared with, duration, travelers, created date,
 * View Details, and Delete on the trips the traveller owns (a companion leaves a trip from its
 * Companions dialog instead; the server refuses them a delete).
 */
export function SavedTripCard({ trip: tripRef, onDelete }: SavedTripCardProps) {
  const trip = getFragmentData(SavedTripCard_trip, tripRef);
  const title = savedTripTitle(trip);
  const owned = trip.sharing?.role === 'owner';
  const together = sharingLabel(trip.sharing);
  const facts = [
    ['Duration', savedTripDuration(trip)],
    ['Travelers', savedTripTravelers(trip)],
    ['Created', savedTripCreated(trip)],
  ] as const;

  return (
    <Card component="article" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100' }}>
        <FallbackImage sources={[trip.featuredImage, destinationCoverUrl(trip.destination, trip.country), defaultCover]} alt="" />
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {together && (
          <Chip
            icon={<CompanionsIcon />}
            label={together}
            size="small"
            color={owned ? 'default' : 'primary'}
            variant={owned ? 'outlined' : 'filled'}
            // Long names wrap instead of being cut off.
            sx={{ mt: 1, alignSelf: 'flex-start', maxWidth: '100%', height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          />
        )}
        <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, flex: 1 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2.5 }}>
          <Button component={RouterLink} to={`/trip/${trip.uuid}`} variant="contained" sx={{ flex: 1 }}>
            View Details
          </Button>
          {owned && (
            <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => onDelete({ uuid: trip.uuid, title })} aria-label={`Delete ${title}`}>
              Delete
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}

/** 'Shared by ana · Editor' on a companion's card; 'With ben and cleo' on the owner's card of a trip with companions. */
function sharingLabel(sharing: { owner?: string | null; role?: string | null; companions: readonly { username: string }[] } | null | undefined): string | null {
  if (!sharing) return null;
  if (sharing.role === 'editor' || sharing.role === 'viewer') return sharedByText(sharing.owner, sharing.role);
  if (sharing.role === 'owner' && sharing.companions.length > 0) return withNamesText(sharing.companions.map((companion) => companion.username));
  return null;
}
