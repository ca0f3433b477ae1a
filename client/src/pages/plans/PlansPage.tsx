import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserRounded';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { PageIntro } from '../../components/PageIntro';
import { plans } from '../../content/marketing';
import { PlanCard } from '../../features/plans/PlanCard';
import { useDelayedNavigation } from '../../features/plans/useDelayedNavigation';

/** Where each plan's button leads (docs/product/accounts-admin.md: plans page). */
const SIGN_UP_ROUTE = '/auth/register';
const CHECKOUT_ROUTE = '/checkout';
/** The trial button goes to checkout after this pause. */
const TRIAL_DELAY_MS = 1000;

/** Basic, Premium (POPULAR) and Premium Annual (Save 20%), and the satisfaction guarantee. */
export default function PlansPage() {
  const trial = useDelayedNavigation(TRIAL_DELAY_MS);
  return (
    <PageContainer>
      <Box sx={{ textAlign: { md: 'center' }, '& header p': { mx: { md: 'auto' } } }}>
        <PageIntro eyebrow={plans.eyebrow} title={plans.title} lead={plans.lead} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch' }}>
        <PlanCard
          {...plans.basic}
          action={
            <Button component={RouterLink} to={SIGN_UP_ROUTE} variant="outlined" size="large" fullWidth>
              {plans.basic.button}
            </Button>
          }
        />
        <PlanCard
          {...plans.premium}
          badge={plans.popular}
          highlighted
          action={
            <Button
              variant="contained"
              size="large"
              fullWidth
              aria-busy={trial.pending}
              disabled={trial.pending}
              startIcon={trial.pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              onClick={() => trial.go(CHECKOUT_ROUTE)}
            >
              {plans.premium.button}
            </Button>
          }
        />
        <PlanCard
          {...plans.annual}
          action={
            <Button component={RouterLink} to={CHECKOUT_ROUTE} variant="contained" color="secondary" size="large" fullWidth>
              {plans.annual.button}
            </Button>
          }
        />
      </Box>
      <Box
        component="section"
        aria-labelledby="guarantee-title"
        sx={{ mt: { xs: 4, md: 6 }, mx: 'auto', maxWidth: 720, p: { xs: 3, md: 4 }, borderRadius: 4, display: 'flex', gap: 2.5, alignItems: 'center', bgcolor: (theme) => theme.alpha(theme.palette.success.main, 0.08) }}
      >
        <VerifiedUserIcon aria-hidden sx={{ fontSize: 48, color: 'success.main', flexShrink: 0 }} />
        <Box>
          <Typography id="guarantee-title" component="h2" variant="h6">
            {plans.guarantee.title}
          </Typography>
          <Typography color="text.secondary">{plans.guarantee.text}</Typography>
        </Box>
      </Box>
    </PageContainer>
  );
}
