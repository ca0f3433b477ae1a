import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../components/toast';
import { ACTIVITY_TYPE_INFO, ACTIVITY_TYPES } from '../activity-types';
import { draftProblem, MAX_DESCRIPTION_LENGTH, MAX_DURATION_MINUTES, MAX_TIME_LENGTH, MAX_TITLE_LENGTH, type ActivityDraft, type DraftProblem } from './itinerary-edits';

/** docs/product/traveller.md, section 5; the duration's wording is ours (the spec only says it is minutes). */
const PROBLEM_TOASTS: Record<DraftProblem, { title: string; description: string }> = {
  title: { title: 'Title is required', description: 'Please enter a title for this activity' },
  description: { title: 'Description is required', description: 'Please enter a description for this activity' },
  duration: { title: 'Duration is not valid', description: `Please enter the duration in whole minutes, from 1 to ${MAX_DURATION_MINUTES}` },
};

interface ActivityDialogProps {
  /** adding a new activity, or editing one */
  mode: 'add' | 'edit';
  /** the day it belongs to, for the heading */
  dayNumber: number;
  initial: ActivityDraft;
  saving: boolean;
  onSubmit: (draft: ActivityDraft) => void;
  onClose: () => void;
}

/** The add / edit activity dialog: checks the fields in order and says what is missing in a toast. */
export default function ActivityDialog({ mode, dayNumber, initial, saving, onSubmit, onClose }: ActivityDialogProps) {
  const { toast } = useToast();
  const [draft, setDraft] = useState(initial);
  // The toast is hidden from screen readers while the dialog is open, so the field says it too.
  const [problem, setProblem] = useState<DraftProblem>();
  const [attempts, setAttempts] = useState(0);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const durationRef = useRef<HTMLInputElement>(null);
  const heading = mode === 'add' ? 'Add Activity' : 'Edit Activity';
  const set = (field: keyof ActivityDraft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    if (field === problem) setProblem(undefined);
  };
  const fieldError = (field: DraftProblem) => (problem === field ? { error: true, helperText: PROBLEM_TOASTS[field].description } : {});

  // Focus the field to fix once it carries its message, so that a screen reader reads both.
  useEffect(() => {
    const field = { title: titleRef, description: descriptionRef, duration: durationRef, none: undefined }[problem ?? 'none'];
    field?.current?.focus();
  }, [attempts, problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(draft);
    setProblem(found);
    setAttempts((count) => count + 1);
    if (found) {
      toast({ ...PROBLEM_TOASTS[found], variant: 'destructive' });
      return;
    }
    onSubmit(draft);
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="activity-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="activity-dialog-title">
          {heading}
          <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
            Day {dayNumber}
          </Box>
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <TextField label="Title" value={draft.title} onChange={set('title')} inputRef={titleRef} required autoFocus {...fieldError('title')} slotProps={{ htmlInput: { maxLength: MAX_TITLE_LENGTH } }} />
          <TextField
            label="Description"
            value={draft.description}
            onChange={set('description')}
            inputRef={descriptionRef}
            {...fieldError('description')}
            required
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: MAX_DESCRIPTION_LENGTH } }}
          />
          <TextField select label="Type" value={draft.type} onChange={set('type')}>
            {ACTIVITY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {ACTIVITY_TYPE_INFO[type].label}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Time"
              value={draft.time}
              onChange={set('time')}
              placeholder="09:00"
              helperText={mode === 'add' ? 'Empty: an hour after the previous activity' : undefined}
              slotProps={{ htmlInput: { maxLength: MAX_TIME_LENGTH } }}
            />
            <TextField
              label="Duration (minutes)"
              value={draft.duration}
              onChange={set('duration')}
              inputRef={durationRef}
              {...fieldError('duration')}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: MAX_DURATION_MINUTES, step: 1, inputMode: 'numeric' } }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {mode === 'add' ? 'Add Activity' : 'Save changes'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
