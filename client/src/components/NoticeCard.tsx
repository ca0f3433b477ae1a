import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface NoticeCardProps {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'error' tints the icon for failure states */
  tone?: 'default' | 'error';
  headingLevel?: 'h1' | 'h2';
}

/** A centred card with an icon, a heading, a short message and actions: used for simple pages and states. */
export function NoticeCard({ icon, title, children, actions, tone = 'default', headingLevel = 'h1' }: NoticeCardProps) {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', px: { xs: 3, sm: 5 }, py: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      {icon && (
        <Box
          aria-hidden
          sx={(theme) => {
            const color = tone === 'error' ? theme.palette.error.main : theme.palette.primary.main;
            return {
              width: 64,
              height: 64,
              mx: 'auto',
              mb: 3,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color,
              bgcolor: theme.alpha(color, 0.1),
              '& svg': { fontSize: 32 },
            };
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant="h4" component={headingLevel}>
        {title}
      </Typography>
      {children && (
        <Typography component="div" variant="body1" color="text.secondary" sx={{ mt: 1.5 }}>
          {children}
        </Typography>
      )}
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
          {actions}
        </Stack>
      )}
    </Card>
  );
}
