import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/PageTitleProvider';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { PageContainer } from '../../components/PageContainer';
import { useToast } from '../../components/toast';
import { useSession } from '../../features/account';
import { AcceptCompanionInvitationMutation, CompanionInvitationQuery, companionErrorMessage, dayText, forgetTripAccess, partText } from '../../features/companions';
import { InvitationProblem } from './InvitationProblem';

/**
 * /invite/:token: what an invitation to a trip offers, and accepting it. Accepting needs an
 * account; signing in or creating one comes back here (the sign-in page honours `from`).
 */
export default function InvitePage() {
  const { token = '' } = useParams();
  // Always the server's word: a link used or withdrawn a moment ago must not look usable.
  const { data, error } = useQuery(CompanionInvitationQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const preview = data?.companionInvitation;
  usePageTitle(preview ? `Invitation to ${preview.destination}` : undefined);

  return (
    <PageContainer maxWidth="sm">
      {error ? (
        <InvitationProblem error={error} />
      ) : !preview ? (
        <LoadingIndicator label="Opening your invitation…" />
      ) : (
        <Card component="section" aria-labelledby="invitation-title" sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="overline" color="primary" component="p">
            Trip invitation
          </Typography>
          <Typography id="invitation-title" variant="h4" component="h1" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {preview.invitedBy} invited you to their trip to {preview.destination}
          </Typography>
          <Typography sx={{ mt: 1.5 }}>You are invited {partText(preview.role)}.</Typography>
          <Box component="dl" sx={{ m: 0, mt: 2.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            <Fact label="Destination" value={preview.country && preview.country !== preview.destination ? `${preview.destination}, ${preview.country}` : preview.destination} />
            <Fact label="Expires" value={dayText(preview.expiresAt)} />
            {preview.sentTo && <Fact label="Sent to" value={preview.sentTo} />}
          </Box>
          {preview.sentTo && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Only the account with that email address can accept it.
            </Typography>
          )}
          <AcceptInvitation token={token} tripUuid={preview.tripUuid} />
        </Card>
      )}
    </PageContainer>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

/** Signed out: sign in or create an account, then back here. Signed in: accept, then the trip. */
function AcceptInvitation({ token, tripUuid }: { token: string; tripUuid: string }) {
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();
  const [accept, { loading }] = useMutation(AcceptCompanionInvitationMutation, { update: (cache) => forgetTripAccess(cache, tripUuid) });
  const comeBack = { from: { pathname: location.pathname } };

  const acceptNow = async () => {
    setFailure(undefined);
    try {
      const { data } = await accept({ variables: { token } });
      toast({ title: 'You joined the trip', description: 'It is in My Trips now.' });
      navigate(`/trip/${data?.acceptCompanionInvitation.uuid ?? tripUuid}`);
    } catch (error) {
      setFailure(companionErrorMessage(error));
    }
  };

  if (session.status === 'loading') return <LoadingIndicator label="Checking your session…" minHeight={96} />;
  if (session.status === 'signed-out') {
    return (
      <Box sx={{ mt: 3 }}>
        <Typography>Sign in, or create a free account, to accept it.</Typography>
        <Box sx={{ mt: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
          <Button component={RouterLink} to="/login" state={comeBack} variant="contained" size="large">
            Sign in to accept
          </Button>
          <Button component={RouterLink} to="/register" state={comeBack} variant="outlined" size="large">
            Create an account
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="body2" color="text.secondary">
        Signed in as {session.user.username}.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}{' '}
          <Link component={RouterLink} to="/my-trips" color="inherit" sx={{ fontWeight: 700 }}>
            Go to My Trips
          </Link>
        </Alert>
      )}
      <Button variant="contained" size="large" onClick={acceptNow} disabled={loading} sx={{ mt: 2 }}>
        {loading ? 'Joining...' : 'Accept invitation'}
      </Button>
    </Box>
  );
}
