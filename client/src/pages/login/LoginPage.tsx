import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { login, serverMessage } from '../../features/account/account-api';
import { validateLogin } from '../../features/account/account-validation';
import { AuthCard } from '../../features/account/AuthCard';
import { useFormFields } from '../../features/account/useFormFields';
import { useSession } from '../../features/account/useSession';

/** Sign in (at /login, and at /auth where an expired session lands). */
export default function LoginPage() {
  const { values, setErrors, bind } = useFormFields({ email: '', password: '' });
  const [pending, setPending] = useState(false);
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { state } = useLocation();
  const back = returnPath(state);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateLogin(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      const { token, user } = await login(values.email, values.password);
      signIn(token, user);
      toast({ title: 'Login successful', description: 'Welcome back!' });
      navigate(back);
    } catch (error) {
      toast({ title: 'Login failed', description: serverMessage(error) ?? 'Login failed. Please check your credentials.', variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <AuthCard
      title="Sign in"
      lead="Welcome back! Sign in to see your saved trips."
      onSubmit={submit}
      footer={
        <Typography variant="body2" color="text.secondary">
          Don&apos;t have an account?{' '}
          {/* Signing up keeps where the visitor was headed, so that signing in afterwards goes there. */}
          <Link component={RouterLink} to="/register" state={state} sx={{ fontWeight: 650 }}>
            Sign up
          </Link>
        </Typography>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" autoFocus required fullWidth {...bind('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required fullWidth {...bind('password')} />
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end', mt: '-8px !important' }}>
        Forgot password?
      </Link>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </AuthCard>
  );
}

/**
 * Where to go once signed in: back to the page that sent the traveller here (a guarded page,
 * or a trip they wanted to save), as router state, so only this app's own pages can ask.
 */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return '/';
  if (from.pathname === '/login' || from.pathname === '/auth') return '/';
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
}
