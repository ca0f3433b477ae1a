import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A home section's title and lead, with optional controls on the right. */
export function SectionHeading({ id, title, lead, actions }: { id: string; title: string; lead?: string; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 3, md: 4 } }}>
      <Box>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {lead}
          </Typography>
        )}
      </Box>
      {actions}
    </Box>
  );
}
