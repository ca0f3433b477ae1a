import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminUserInput } from '../../gql/graphql';
import { emailError, formValuesOf, imageUrlError, toAdminUserInput, type AdminUserFormValues, type EditableUser } from './admin-user-form';
import { ProfileImagePreview } from './ProfileImagePreview';

interface AdminUserEditDialogProps {
  user: (EditableUser & { username: string }) | null;
  saving: boolean;
  onClose: () => void;
  /** resolves true when saved (the dialog then closes) */
  onSave: (input: AdminUserInput) => Promise<boolean>;
}

/** The Users page's Edit dialog. Mounted per user, so it always starts from that user's values. */
export function AdminUserEditDialog({ user, saving, onClose, onSave }: AdminUserEditDialogProps) {
  return (
    <Dialog open={user !== null} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="admin-user-edit-title">
      {user && <EditUserForm key={user.email} user={user} saving={saving} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function EditUserForm({ user, saving, onClose, onSave }: Omit<AdminUserEditDialogProps, 'user'> & { user: EditableUser & { username: string } }) {
  const [values, setValues] = useState<AdminUserFormValues>(() => formValuesOf(user));
  const [emailMessage, setEmailMessage] = useState<string | null>(null);
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const set = <K extends keyof AdminUserFormValues>(name: K) => (value: AdminUserFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalidEmail = emailError(values.email);
    const invalidImage = imageUrlError(values.profileImageUrl);
    setEmailMessage(invalidEmail);
    setImageMessage(invalidImage);
    if (invalidEmail || invalidImage) return;
    if (await onSave(toAdminUserInput(values))) onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="admin-user-edit-title">Edit User: {user.username}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <div>
            <FormControlLabel control={<Switch checked={values.isAdmin} onChange={(event) => set('isAdmin')(event.target.checked)} />} label="Admin Status" />
            <Typography variant="body2" color="text.secondary">
              Grant admin privileges to this user
            </Typography>
          </div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="First Name" value={values.firstName} onChange={(event) => set('firstName')(event.target.value)} fullWidth />
            <TextField label="Last Name" value={values.lastName} onChange={(event) => set('lastName')(event.target.value)} fullWidth />
          </Stack>
          <TextField
            label="Email"
            type="email"
            value={values.email}
            onChange={(event) => {
              set('email')(event.target.value);
              setEmailMessage(null);
            }}
            error={emailMessage !== null}
            helperText={emailMessage ?? ' '}
            fullWidth
          />
          <TextField label="Bio" value={values.bio} onChange={(event) => set('bio')(event.target.value)} multiline minRows={3} fullWidth />
          <TextField
            label="Profile Image URL"
            value={values.profileImageUrl}
            onChange={(event) => {
              set('profileImageUrl')(event.target.value);
              setImageMessage(null);
            }}
            error={imageMessage !== null}
            helperText={imageMessage}
            placeholder="https://…"
            fullWidth
          />
          <ProfileImagePreview url={values.profileImageUrl} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
    </form>
  );
}
