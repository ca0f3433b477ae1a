import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { dayText, roleLabel } from './companion-text';

export interface Companion {
  userId: number;
  username: string;
  role: string;
  joinedAt: string;
}

interface CompanionListProps {
  owner: string | null;
  companions: readonly Companion[];
  /** the signed-in user's id, to mark their own row */
  myId: number | undefined;
  /** the asker is the owner */
  iAmOwner: boolean;
  /** given to the owner: asks before removing */
  onRemove?: (companion: Companion) => void;
}

/** Who is on the trip: its owner first, then each companion with their part. */
export function CompanionList({ owner, companions, myId, iAmOwner, onRemove }: CompanionListProps) {
  return (
    <Box component="ul" aria-label="People on this trip" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Person name={owner ?? 'The owner'} role="owner" you={iAmOwner} />
      {companions.map((companion) => (
        <Person
          key={companion.userId}
          name={companion.username}
          role={companion.role}
          you={companion.userId === myId}
          detail={`Joined ${dayText(companion.joinedAt)}`}
          action={
            onRemove && (
              <Button size="small" color="error" variant="outlined" onClick={() => onRemove(companion)} aria-label={`Remove ${companion.username}`}>
                Remove
              </Button>
            )
          }
        />
      ))}
      {companions.length === 0 && (
        <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
          {iAmOwner ? 'No companions yet. Invite someone below.' : 'No other companions yet.'}
        </Typography>
      )}
    </Box>
  );
}

interface PersonProps {
  name: string;
  role: string;
  you: boolean;
  detail?: string;
  action?: ReactNode;
}

function Person({ name, role, you, detail, action }: PersonProps) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
          {name}
          {you && (
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {' '}
              (you)
            </Typography>
          )}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
      {/* The part and the action stay together on the right, also on a phone. */}
      <Box sx={{ flex: 'none', display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label={roleLabel(role)} color={role === 'owner' ? 'primary' : 'default'} variant={role === 'owner' ? 'filled' : 'outlined'} />
        {action}
      </Box>
    </Box>
  );
}
