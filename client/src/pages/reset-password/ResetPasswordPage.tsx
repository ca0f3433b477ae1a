import Button from '@mui/material/Button';
import KeyIcon from '@mui/icons-material/KeyRounded';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NoticeCard } from '../../components/NoticeCard';
import { PageContainer } from '../../components/PageContainer';

/** Set a new password, with the token from the emailed link (?token=…). */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const hasToken = Boolean(searchParams.get('token'));
  return (
    <PageContainer maxWidth="md">
      <NoticeCard
        icon={<KeyIcon />}
        title="Set a new password"
        tone={hasToken ? 'default' : 'error'}
        actions={
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            Return to Login
          </Button>
        }
      >
        {hasToken
          ? 'Setting a new password arrives together with accounts in an upcoming release.'
          : 'No reset token provided. Please use the link from your email.'}
      </NoticeCard>
    </PageContainer>
  );
}
