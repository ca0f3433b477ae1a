import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useSession } from '../../account';
import { TripPageViewers } from './trip-viewers-query';

/** Pages open without an account are one entry: they have no name to show. */
const GUEST = 'Guest';

/**
 * Who has the trip open now, the asker included ("olga (you)"): a chip each, with an initial.
 * For the trip's own travellers; the server says who, and says again when someone comes or goes.
 */
export function TripViewersList({ tripUuid }: { tripUuid: string }) {
  const labelId = useId();
  // Not deduplicated: a page's own arrival is often told while its first asking is on the way,
  // and that answer (from before the arrival was counted) must not stand in for the second one's.
  const { data } = useQuery(TripPageViewers, { variables: { tripUuid }, fetchPolicy: 'cache-and-network', context: { queryDeduplication: false } });
  const { session } = useSession();
  const me = session.status === 'signed-in' ? session.user.username : null;
  const viewers = data?.tripViewers ?? [];

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 650 }}>
        Viewing now:
      </Typography>
      <Box component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }}>
        {viewers.map((viewer) => {
          const name = viewer.username ?? GUEST;
          const you = viewer.username === me;
          return (
            <li key={viewer.username ?? ''}>
              <Chip
                size="small"
                variant={you ? 'outlined' : 'filled'}
                avatar={<Avatar aria-hidden>{name.charAt(0).toUpperCase()}</Avatar>}
                label={you ? `${name} (you)` : name}
                sx={{ maxWidth: '100%', fontWeight: 600, '& .MuiChip-avatar': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 } }}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
