import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useToast } from '../../components/toast';

/** Spec: non-space characters, an @, and a dot-separated domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's 'Stay Updated' box. It validates the address; subscribing itself arrives
 * with the newsletter API, so for now it says so instead of pretending to subscribe.
 */
export function NewsletterSignup() {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const headingId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !EMAIL_PATTERN.test(trimmed)) {
      toast({ title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' });
      return;
    }
    toast({ title: 'Newsletter coming soon', description: 'Sign-up is not open yet. Thank you for your interest!' });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ color: 'common.white', mb: 1 }}>
        Stay Updated
      </Typography>
      <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.7)', mb: 2 }}>
        Travel inspiration and product news, straight to your inbox.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{
          display: 'flex',
          gap: 1,
          p: 0.75,
          borderRadius: 999,
          bgcolor: 'rgba(255,255,255,0.08)',
          border: '1px solid rgba(255,255,255,0.16)',
          '&:focus-within': { borderColor: 'rgba(255,255,255,0.5)' },
        }}
      >
        <InputBase
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ input: { 'aria-label': 'Email address' } }}
          sx={{ flex: 1, minWidth: 0, pl: 1.5, color: 'common.white', '& input::placeholder': { color: 'rgba(255,255,255,0.6)', opacity: 1 } }}
        />
        <Button type="submit" variant="contained" color="secondary">
          Subscribe
        </Button>
      </Box>
    </Box>
  );
}
