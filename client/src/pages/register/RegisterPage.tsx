import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { register, serverMessage } from '../../features/account/account-api';
import { validateRegister } from '../../features/account/account-validation';
import { AuthCard } from '../../features/account/AuthCard';
import { useFormFields } from '../../features/account/useFormFields';

/** Registration (at /register and /auth/register). */
export default function RegisterPage() {
  const { values, setErrors, bind } = useFormFields({ firstName: '', lastName: '', email: '', username: '', password: '', confirmPassword: '' });
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  // Where the visitor was headed (an invitation, say): passed on to sign-in, which goes back there.
  const headedFor = useLocation().state as unknown;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateRegister(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      await register(values);
      toast({ title: 'Account created', description: 'Your account has been created. Please sign in.' });
      navigate('/login', { state: headedFor });
    } catch (error) {
      toast({ title: 'Registration failed', description: serverMessage(error) ?? 'Registration failed. Please try again.', variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      lead="Save your trips and open them on any device. It's free."
      onSubmit={submit}
      footer={
        <Typography variant="body2" color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login" state={headedFor} sx={{ fontWeight: 650 }}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="First name" autoComplete="given-name" autoFocus fullWidth {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" fullWidth {...bind('lastName')} />
      </Box>
      <TextField label="Email" type="email" autoComplete="email" required fullWidth {...bind('email')} />
      <TextField label="Username" autoComplete="username" required fullWidth {...bind('username')} />
      <TextField label="Password" type="password" autoComplete="new-password" required fullWidth {...bind('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required fullWidth {...bind('confirmPassword')} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </AuthCard>
  );
}
