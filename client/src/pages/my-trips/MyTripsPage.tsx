import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';

/** My Saved Trips (signed-in travellers only). */
export default function MyTripsPage() {
  return (
    <PageContainer>
      <PageIntro title="My Saved Trips" lead="The trips you save will appear here.">
        <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 3 }}>
          Plan a New Trip
        </Button>
      </PageIntro>
    </PageContainer>
  );
}
