import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useToast } from '../../components/toast';

/** docs/product/accounts-admin.md, section 5: non-space characters, an @, and a dot-separated domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The four answers of the footer sign-up (docs/product/accounts-admin.md, sections 5 and 8). */
export const NEWSLETTER_TOASTS = {
  'invalid-email': { title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' },
  'already-subscribed': { title: 'Already subscribed', description: 'This email is already subscribed to our newsletter.' },
  subscribed: { title: 'Subscription successful!', description: 'Thank you for subscribing to our newsletter.' },
  failed: { title: 'Subscription failed', description: "We couldn't subscribe you at the moment. Please try again later.", variant: 'destructive' },
} as const;

/**
 * The footer's 'Stay Updated' box: the address is checked here first, then subscribed; the box
 * is cleared once the server has answered (a new subscriber, or one already on the list).
 */
export function NewsletterSignup() {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const headingId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = email.trim();
    if (!trimmed || !EMAIL_PATTERN.test(trimmed)) {
      toast(NEWSLETTER_TOASTS['invalid-email']);
      return;
    }
    setPending(true);
    const { subscribeToNewsletter } = await import('./newsletter-api');
    const outcome = await subscribeToNewsletter(trimmed);
    setPending(false);
    if (outcome === 'subscribed' || outcome === 'already-subscribed') setEmail('');
    toast(NEWSLETTER_TOASTS[outcome]);
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
        onSubmit={(event: FormEvent) => void onSubmit(event)}
        aria-busy={pending}
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
        <Button type="submit" variant="contained" color="secondary" disabled={pending}>
          {pending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </Box>
    </Box>
  );
}
