import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PageIntroProps {
  title: ReactNode;
  /** one honest sentence about what the page is for */
  lead?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** A page's heading (the one h1) and its lead line. */
export function PageIntro({ title, lead, eyebrow, children }: PageIntroProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      {eyebrow && (
        <Typography variant="overline" color="primary" component="p" sx={{ mb: 1 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      {lead && (
        <Typography variant="body1" color="text.secondary" sx={{ mt: 1.5, maxWidth: 680, fontSize: { md: '1.1rem' } }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}
