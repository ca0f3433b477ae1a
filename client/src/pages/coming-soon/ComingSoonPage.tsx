import Button from '@mui/material/Button';
import ConstructionIcon from '@mui/icons-material/ConstructionRounded';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NoticeCard } from '../../components/NoticeCard';
import { PageContainer } from '../../components/PageContainer';
import NotFoundPage from '../not-found/NotFoundPage';
import { placeholderLabel } from './placeholder-pages';

/** Where footer and social placeholders lead: says plainly that the page is not there yet. */
export default function ComingSoonPage() {
  const label = placeholderLabel(useParams().slug);
  if (!label) return <NotFoundPage />;
  return (
    <PageContainer maxWidth="md">
      <NoticeCard
        icon={<ConstructionIcon />}
        title={label}
        actions={
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Go back home
          </Button>
        }
      >
        This page is coming soon.
      </NoticeCard>
    </PageContainer>
  );
}
