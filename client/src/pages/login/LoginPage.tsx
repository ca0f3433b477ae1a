import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { NoticeCard } from '../../components/NoticeCard';
import { PageContainer } from '../../components/PageContainer';

/** Sign in (at /login, and at /auth where an expired session lands). */
export default function LoginPage() {
  return (
    <PageContainer maxWidth="md">
      <NoticeCard
        icon={<LockIcon />}
        title="Sign in"
        actions={
          <>
            <Button component={RouterLink} to="/" variant="contained" size="large">
              Go back home
            </Button>
            <Button component={RouterLink} to="/register" variant="outlined" size="large">
              Create an account
            </Button>
          </>
        }
      >
        Accounts are on their way: signing in will be available in an upcoming release.
      </NoticeCard>
    </PageContainer>
  );
}
