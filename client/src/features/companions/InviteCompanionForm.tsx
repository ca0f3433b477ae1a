import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { companionErrorMessage } from './companion-errors';
import { InviteCompanionMutation, TripCompanionsQuery } from './companion-documents';
import { ROLE_CHOICES, type CompanionRole } from './companion-text';
import { InvitationLink, type CreatedInvitation } from './InvitationLink';

/** The owner's form: a part (editor or viewer) and, optionally, an address to email the link to. */
export function InviteCompanionForm({ tripUuid }: { tripUuid: string }) {
  const [role, setRole] = useState<CompanionRole>('editor');
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [failure, setFailure] = useState<string>();
  // The pending list below shows the new invitation.
  const [invite, { loading }] = useMutation(InviteCompanionMutation, { refetchQueries: [{ query: TripCompanionsQuery, variables: { tripUuid } }] });
  const address = email.trim();
  const help = ROLE_CHOICES.find((choice) => choice.value === role)?.help;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFailure(undefined);
    try {
      const { data } = await invite({ variables: { tripUuid, input: { role, email: address || null } } });
      const invitation = data?.inviteCompanion;
      if (!invitation?.link) throw new Error('no link');
      setCreated({ link: invitation.link, role: invitation.role, email: invitation.email ?? null });
      setEmail('');
    } catch (error) {
      setCreated(null);
      setFailure(companionErrorMessage(error));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="invite-companion-title">
      <Typography id="invite-companion-title" variant="h6" component="h3">
        Invite someone
      </Typography>
      <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField select label="Invite as" value={role} onChange={(event) => setRole(event.target.value as CompanionRole)} helperText={help} fullWidth>
          {ROLE_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          helperText="Empty: you get a link to send yourself. With an email, we send it, and only that account can accept it."
          fullWidth
        />
      </Box>
      <Button type="submit" variant="contained" disabled={loading} sx={{ mt: 2 }}>
        {loading ? 'Creating...' : address ? 'Send invitation' : 'Create invitation link'}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {created && <InvitationLink invitation={created} />}
    </Box>
  );
}
