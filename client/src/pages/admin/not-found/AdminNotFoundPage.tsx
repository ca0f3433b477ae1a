import Button from '@mui/material/Button';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Link as RouterLink } from 'react-router-dom';
import { NoticeCard } from '../../../components/NoticeCard';

/** The fallback for unknown paths under /admin, inside the admin layout. */
export default function AdminNotFoundPage() {
  return (
    <NoticeCard
      icon={<TravelExploreIcon />}
      title="404 Page Not Found"
      actions={
        <Button component={RouterLink} to="/admin" variant="contained" size="large">
          Back to the dashboard
        </Button>
      }
    >
      There is no admin page at this address.
    </NoticeCard>
  );
}
