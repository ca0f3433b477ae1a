import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../app/api';
import { useToast } from '../../components/toast';
import { requestPasswordReset, serverMessage } from '../../features/account/account-api';
import { validateForgotPassword } from '../../features/account/account-validation';
import { AuthCard } from '../../features/account/AuthCard';
import { useFormFields } from '../../features/account/useFormFields';

/** Request a password reset: the form, then the 'sent' state (with the development-only token box). */
export default function ForgotPasswordPage() {
  const { values, setErrors, bind } = useFormFields({ email: '' });
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ token?: string } | null>(null);
  const { toast } = useToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateForgotPassword(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      const answer = await requestPasswordReset(values.email);
      setSent({ token: typeof answer?.token === 'string' ? answer.token : undefined });
    } catch (error) {
      const description = error instanceof ApiError ? (serverMessage(error) ?? 'Failed to process your request. Please try again.') : 'An unexpected error occurred. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Check your email">
        <Alert severity="success" role="status">
          Please check your email for password reset instructions.
        </Alert>
        {sent.token && (
          <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
            <Typography variant="subtitle2" component="p">
              Development only
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Your reset token:
            </Typography>
            <Typography component="code" variant="body2" sx={{ display: 'block', mt: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {sent.token}
            </Typography>
            <Button component={RouterLink} to={`/reset-password?token=${encodeURIComponent(sent.token)}`} variant="outlined" size="small" sx={{ mt: 1.5 }}>
              Continue to Reset Password
            </Button>
          </Alert>
        )}
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Back to Login
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the email of your account and we will send you a link to choose a new password."
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to="/login" variant="body2" sx={{ fontWeight: 650 }}>
          Back to Login
        </Link>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" autoFocus required fullWidth {...bind('email')} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
        {pending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </AuthCard>
  );
}
