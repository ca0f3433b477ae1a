import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { orderSummary } from '../../content/marketing';

const row = { display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' } as const;

/** Premium $4.95/month, a 5-day free trial, $0.00 due today, then $4.95/month. */
export function OrderSummary() {
  return (
    <Card component="section" aria-labelledby="order-summary-title" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography id="order-summary-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {orderSummary.title}
      </Typography>
      <Box sx={row}>
        <Typography sx={{ fontWeight: 700 }}>{orderSummary.plan}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{orderSummary.price}</Typography>
      </Box>
      <Typography color="success.main" sx={{ fontWeight: 650, mt: 0.5 }}>
        {orderSummary.trial}
      </Typography>
      <Divider sx={{ my: 2.5 }} />
      <Box sx={row}>
        <Typography sx={{ fontWeight: 700 }}>{orderSummary.dueTodayLabel}</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }}>{orderSummary.dueToday}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {orderSummary.afterTrial}
      </Typography>
    </Card>
  );
}
