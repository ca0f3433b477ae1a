import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { ProfilePlan } from '../../features/account/ProfilePlan';
import { UserAvatar } from '../../features/account/UserAvatar';
import { useLogout } from '../../features/account/useLogout';
import { useSession } from '../../features/account/useSession';
import { displayName } from '../../features/account/user-names';

/** The signed-in traveller's profile (RequireAuth guarantees a user). */
export default function ProfilePage() {
  const { session } = useSession();
  const logout = useLogout();
  const user = session.user;
  if (!user) return null;
  const memberSince = dayjs(user.createdAt).isValid() ? dayjs(user.createdAt).format('MMM D, YYYY') : 'N/A';

  return (
    <PageContainer maxWidth="md">
      <Card sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 5 } }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 3, textAlign: { xs: 'center', sm: 'left' } }}>
          <UserAvatar user={user} size={96} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {displayName(user)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              @{user.username}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, rowGap: { xs: 0.5, sm: 2 }, columnGap: 2 }}>
          <Typography component="dt" color="text.secondary">
            Email
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Member Since
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, fontWeight: 600 }}>
            {memberSince}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Plan
          </Typography>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 } }}>
            <ProfilePlan />
          </Box>
          <Typography component="dt" color="text.secondary">
            Bio
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', color: user.bio ? 'text.primary' : 'text.secondary' }}>
            {user.bio || 'No bio available. Update your profile to add one!'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 4 }}>
          <Button component={RouterLink} to="/" variant="outlined" size="large">
            Back to Home
          </Button>
          <Button variant="contained" color="error" size="large" onClick={() => logout('/login')}>
            Logout
          </Button>
        </Box>
      </Card>
    </PageContainer>
  );
}
