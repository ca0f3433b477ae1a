import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAddAltRounded';
import { Link as RouterLink } from 'react-router-dom';
import { NoticeCard } from '../../components/NoticeCard';
import { PageContainer } from '../../components/PageContainer';

/** Registration (at /register and /auth/register). */
export default function RegisterPage() {
  return (
    <PageContainer maxWidth="md">
      <NoticeCard
        icon={<PersonAddIcon />}
        title="Create your account"
        actions={
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            Already have an account? Sign in
          </Button>
        }
      >
        A free account will let you save trips and reach them from any device. Registration opens in an upcoming release.
      </NoticeCard>
    </PageContainer>
  );
}
