import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dayText, roleLabel } from './companion-text';

export interface PendingInvitation {
  id: number;
  role: string;
  email?: string | null;
  expiresAt: string;
}

/** The owner's invitations nobody has accepted yet, each with 'Withdraw' (its link then stops working). */
interface PendingInvitationsProps {
  invitations: readonly PendingInvitation[];
  onWithdraw: (invitation: PendingInvitation) => void;
  /** the invitation being withdrawn, whose button waits */
  busyId?: number | null;
}

export function PendingInvitations({ invitations, onWithdraw, busyId }: PendingInvitationsProps) {
  return (
    <Box component="section" aria-labelledby="pending-invitations-title">
      <Typography id="pending-invitations-title" variant="h6" component="h3">
        Waiting for an answer
      </Typography>
      {invitations.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          No open invitations.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
          {invitations.map((invitation) => {
            const sentTo = invitation.email ? `emailed to ${invitation.email}` : 'by link';
            const name = `${roleLabel(invitation.role)} invitation ${sentTo}`;
            return (
              <Box component="li" key={invitation.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderRadius: 2, border: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Expires {dayText(invitation.expiresAt)}
                  </Typography>
                </Box>
                <Button size="small" variant="outlined" onClick={() => onWithdraw(invitation)} disabled={busyId === invitation.id} aria-label={`Withdraw ${name}`}>
                  {busyId === invitation.id ? 'Withdrawing...' : 'Withdraw'}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
