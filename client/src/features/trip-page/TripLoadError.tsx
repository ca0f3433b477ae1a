import Button from '@mui/material/Button';
import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';
import { Link as RouterLink } from 'react-router-dom';
import { NoticeCard } from '../../components/NoticeCard';

export const TRIP_LOAD_FALLBACK_MESSAGE = 'Unable to load trip details. Please try again.';

/** The trip page's error state (docs/product/traveller.md, section 2: 'Error loading trip', the message, 'Go back home'). */
export function TripLoadError({ message }: { message?: string | null }) {
  return (
    <NoticeCard
      icon={<ErrorIcon />}
      tone="error"
      title="Error loading trip"
      actions={
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Go back home
        </Button>
      }
    >
      {message || TRIP_LOAD_FALLBACK_MESSAGE}
    </NoticeCard>
  );
}
