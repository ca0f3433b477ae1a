import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../app/api';
import { useToast } from '../../components/toast';
import { resetPassword, serverMessage } from '../../features/account/account-api';
import { validateReset } from '../../features/account/account-validation';
import { AuthCard } from '../../features/account/AuthCard';
import { useFormFields } from '../../features/account/useFormFields';

/** Set a new password with the token from the email's link (?token=...). */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { values, setErrors, bind } = useFormFields({ password: '', confirmPassword: '' });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { toast } = useToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const errors = validateReset(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      const answer = await resetPassword(token, values.password, values.confirmPassword);
      setDone(answer?.message || 'Your password has been reset.');
    } catch (error) {
      const description = error instanceof ApiError ? (serverMessage(error) ?? 'Failed to reset password. Please try again.') : 'An unexpected error occurred. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
      setPending(false);
    }
  };

  if (done) {
    return (
      <AuthCard title="Password reset">
        <Alert severity="success" role="status">
          {done}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Return to Login
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      lead="Pick a password of at least 6 characters."
      onSubmit={submit}
      footer={
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ fontWeight: 650 }}>
          Need a new link?
        </Link>
      }
    >
      {!token && <Alert severity="warning">No reset token provided. Please use the link from your email.</Alert>}
      <input type="hidden" name="token" value={token} />
      <TextField label="New password" type="password" autoComplete="new-password" autoFocus={Boolean(token)} required fullWidth disabled={!token} {...bind('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required fullWidth disabled={!token} {...bind('confirmPassword')} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!token || pending}>
        {pending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </AuthCard>
  );
}
