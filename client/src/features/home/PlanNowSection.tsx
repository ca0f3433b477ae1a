import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FlightIcon from '@mui/icons-material/FlightTakeoffRounded';
import { MAIN_CONTENT_ID } from '../../app/layout/SkipLink';
import { planNow } from '../../content/marketing';

/** The closing call to action: back to the top of the page, where the planner is. */
export function PlanNowSection({ product }: { product: string }) {
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="plan-now-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Box
        sx={(theme) => ({
          borderRadius: { xs: 4, md: 6 },
          px: { xs: 3, md: 8 },
          py: { xs: 6, md: 8 },
          textAlign: 'center',
          color: 'common.white',
          background: `radial-gradient(circle at 85% 15%, ${theme.alpha(theme.palette.secondary.light, 0.45)} 0, transparent 30%), linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 65%, #138F93)`,
        })}
      >
        <Typography id="plan-now-title" variant="h3" component="h2">
          {planNow.title}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.88)' }}>{planNow.lead}</Typography>
        <Button variant="contained" color="secondary" size="large" startIcon={<FlightIcon />} onClick={toTop} sx={{ mt: 4 }}>
          {planNow.button(product)}
        </Button>
      </Box>
    </Container>
  );
}
