import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleRounded';

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  features: readonly string[];
  /** a label above the name: POPULAR, Save 20% */
  badge?: string;
  /** the popular plan stands out */
  highlighted?: boolean;
  /** the plan's button */
  action: ReactNode;
}

/** One plan: name, price, what it includes and its button, with the button at the foot. */
export function PlanCard({ name, price, period, features, badge, highlighted = false, action }: PlanCardProps) {
  const headingId = `plan-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 3, md: 4 },
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        border: 2,
        borderColor: highlighted ? 'primary.main' : 'transparent',
        boxShadow: highlighted ? 8 : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
        <Typography id={headingId} component="h2" variant="h5">
          {name}
        </Typography>
        {badge && <Chip label={badge} color={highlighted ? 'primary' : 'secondary'} size="small" sx={{ fontWeight: 800, letterSpacing: '0.04em' }} />}
      </Box>
      <Typography component="p" sx={{ mt: 2, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1 }}>
          {price}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {period}
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, mb: 4, display: 'grid', gap: 1.25, flex: 1, alignContent: 'start' }}>
        {features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <CheckIcon aria-hidden sx={{ color: 'success.main', fontSize: 20, mt: '3px' }} />
            <Typography>{feature}</Typography>
          </Box>
        ))}
      </Box>
      {action}
    </Card>
  );
}
