import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LogoMark } from './LogoMark';

interface BrandLinkProps {
  name: string;
  /** light text for dark surfaces such as the footer */
  inverted?: boolean;
  to?: string;
}

/** Logo and product name, linking home. */
export function BrandLink({ name, inverted = false, to = '/' }: BrandLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${name} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: inverted ? 'common.white' : 'text.primary', textDecoration: 'none', borderRadius: 1 }}
    >
      <LogoMark sx={{ fontSize: 34 }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>
        {name}
      </Typography>
    </Box>
  );
}
