import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinkOffIcon from '@mui/icons-material/LinkOffRounded';
import { Link as RouterLink } from 'react-router-dom';
import { NoticeCard } from '../../components/NoticeCard';
import { useSession } from '../../features/account';
import { companionErrorCode, companionErrorMessage } from '../../features/companions';

const TITLES: Record<string, string> = {
  GONE: 'This invitation can no longer be used',
  NOT_FOUND: 'This invitation link is not valid',
};

/** An invitation that cannot be opened (used, withdrawn, expired, or no such link): the server's reason, and a way on. */
export function InvitationProblem({ error }: { error: unknown }) {
  const { session } = useSession();
  const signedIn = session.status === 'signed-in';
  return (
    <NoticeCard
      icon={<LinkOffIcon />}
      tone="error"
      title={TITLES[companionErrorCode(error) ?? ''] ?? 'This invitation could not be opened'}
      actions={
        <Button component={RouterLink} to={signedIn ? '/my-trips' : '/'} variant="contained" size="large">
          {signedIn ? 'Go to My Trips' : 'Go to the home page'}
        </Button>
      }
    >
      <Alert severity="error" sx={{ textAlign: 'left' }}>
        {companionErrorMessage(error)}
      </Alert>
    </NoticeCard>
  );
}
