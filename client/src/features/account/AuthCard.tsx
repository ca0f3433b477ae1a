import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/PageContainer';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  /** the form's fields and submit button; omitted for a card that only shows a result */
  children: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** links under the card's body (e.g. 'Forgot password?') */
  footer?: ReactNode;
}

/** The narrow centred card every account screen uses: heading, lead, a form, and links. */
export function AuthCard({ title, lead, children, onSubmit, footer }: AuthCardProps) {
  return (
    <PageContainer maxWidth="sm">
      <Card sx={{ maxWidth: 480, mx: 'auto', px: { xs: 2.5, sm: 5 }, py: { xs: 3.5, sm: 5 } }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {lead}
          </Typography>
        )}
        <Box component={onSubmit ? 'form' : 'div'} noValidate onSubmit={onSubmit} sx={{ mt: 3 }}>
          <Stack spacing={2.25}>{children}</Stack>
        </Box>
        {footer && (
          <Stack spacing={1} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
            {footer}
          </Stack>
        )}
      </Card>
    </PageContainer>
  );
}
