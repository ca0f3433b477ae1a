import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminTripInput } from '../../gql/graphql';
import { toAdminTripInput, tripFormErrors, tripFormValuesOf, type AdminTripFormValues, type EditableTrip } from './admin-trip-form';

interface AdminTripEditDialogProps {
  trip: (EditableTrip & { uuid: string }) | null;
  saving: boolean;
  onClose: () => void;
  /** resolves true when saved (the dialog then closes) */
  onSave: (input: AdminTripInput) => Promise<boolean>;
}

/** 'Edit Trip Details': every field of the trip the admin can change. */
export function AdminTripEditDialog({ trip, saving, onClose, onSave }: AdminTripEditDialogProps) {
  return (
    <Dialog open={trip !== null} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="admin-trip-edit-title" aria-describedby="admin-trip-edit-lead">
      {trip && <EditTripForm key={trip.uuid} trip={trip} saving={saving} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function EditTripForm({ trip, saving, onClose, onSave }: Omit<AdminTripEditDialogProps, 'trip'> & { trip: EditableTrip }) {
  const [values, setValues] = useState<AdminTripFormValues>(() => tripFormValuesOf(trip));
  const [errors, setErrors] = useState<ReturnType<typeof tripFormErrors>>({});
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const hasPreferences = !!trip.preferences;
  const text = (name: keyof AdminTripFormValues) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: !!errors[name],
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = tripFormErrors(values, hasPreferences);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(toAdminTripInput(values, hasPreferences))) onClose();
  };

  const image = values.featuredImage.trim();
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="admin-trip-edit-title">Edit Trip Details</DialogTitle>
      <DialogContent>
        <DialogContentText id="admin-trip-edit-lead">Make changes to the trip details below.</DialogContentText>
        <Stack spacing={2.5} sx={{ pt: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Destination" required {...text('destination')} helperText={errors.destination} />
            <TextField label="Country" {...text('country')} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Start Date" type="date" {...text('startDate')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label="End Date" type="date" {...text('endDate')} helperText={errors.endDate} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
          <TextField label="Custom Header" {...text('customHeader')} helperText="Shown instead of the destination name when provided." />
          <TextField
            label="Featured Image"
            {...text('featuredImage')}
            helperText="A filename or a full URL. To upload an image, use the Upload Image button in the table."
          />
          {image && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              {previewFailed === image ? (
                <Typography variant="body2" color="text.secondary">
                  The image could not be loaded.
                </Typography>
              ) : (
                <Box component="img" src={image} alt="Featured image preview" onError={() => setPreviewFailed(image)} sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
              )}
            </Box>
          )}
          <FormControlLabel
            control={<Checkbox checked={values.isPopularDestination} onChange={(event) => setValues((current) => ({ ...current, isPopularDestination: event.target.checked }))} />}
            label="Mark as Popular Destination"
          />
          {hasPreferences && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Budget Level" type="number" {...text('budgetLevel')} helperText={errors.budgetLevel} slotProps={{ htmlInput: { min: 1, max: 5, step: 1 } }} />
              <TextField label="Number of Travelers" {...text('travelers')} />
              <TextField label="Duration" {...text('duration')} />
            </Stack>
          )}
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
