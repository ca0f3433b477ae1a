import Button from '@mui/material/Button';
import KeyIcon from '@mui/icons-material/KeyRounded';
import { Link as RouterLink } from 'react-router-dom';
import { NoticeCard } from '../../components/NoticeCard';
import { PageContainer } from '../../components/PageContainer';

export default function ForgotPasswordPage() {
  return (
    <PageContainer maxWidth="md">
      <NoticeCard
        icon={<KeyIcon />}
        title="Forgot your password?"
        actions={
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            Back to Login
          </Button>
        }
      >
        Password reset by email arrives together with accounts in an upcoming release.
      </NoticeCard>
    </PageContainer>
  );
}
