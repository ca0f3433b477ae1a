import Button from '@mui/material/Button';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Link as RouterLink } from 'react-router-dom';
import { NoticeCard } from '../../components/NoticeCard';
import { PageContainer } from '../../components/PageContainer';

/** The public fallback for any unknown path. */
export default function NotFoundPage() {
  return (
    <PageContainer maxWidth="md">
      <NoticeCard
        icon={<TravelExploreIcon />}
        title="404 Page Not Found"
        actions={
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Go back home
          </Button>
        }
      >
        We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
      </NoticeCard>
    </PageContainer>
  );
}
