import Button from '@mui/material/Button';
import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { NoticeCard } from '../components/NoticeCard';
import { PageContainer } from '../components/PageContainer';
import NotFoundPage from '../pages/not-found/NotFoundPage';

/** A lazy route's chunk is gone when a new version was deployed while the tab was open. */
function isStaleBuild(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** The error boundary around routes: a crash in one page shows this instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const staleBuild = isStaleBuild(error);
  return (
    <PageContainer maxWidth="md">
      <NoticeCard
        icon={<ErrorIcon />}
        tone="error"
        title={staleBuild ? 'A new version is available' : 'Something went wrong'}
        actions={
          <>
            <Button variant="contained" size="large" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
            <Button component={RouterLink} to="/" reloadDocument variant="outlined" size="large">
              Go back home
            </Button>
          </>
        }
      >
        {staleBuild
          ? 'This page was updated while you had it open. Reload to get the latest version.'
          : 'This page ran into an unexpected problem. Reloading usually fixes it.'}
      </NoticeCard>
    </PageContainer>
  );
}
