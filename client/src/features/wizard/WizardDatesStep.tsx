import { useId } from 'react';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DateRange, DateRangeField, FieldLabel, type TripPreferences } from '../planner';
import { choicesWith, DURATION_CHOICES, durationOf, hasFullRange, TRAVELER_CHOICES, type WizardState } from './wizard-state';

interface WizardDatesStepProps {
  state: WizardState;
  onRange: (range: DateRange) => void;
  onChange: (patch: Partial<TripPreferences>) => void;
}

/** 'When?': optional dates; without a full range, how long; and who is going. */
export function WizardDatesStep({ state, onRange, onChange }: WizardDatesStepProps) {
  const durationId = useId();
  const travelersId = useId();
  const { duration, travelers } = state.preferences;
  return (
    <Stack spacing={2.5}>
      <DateRangeField label="Dates (optional)" value={state.range} onChange={onRange} />
      {hasFullRange(state.range) ? (
        <Typography variant="body2" color="text.secondary">
          Trip length: {durationOf(state)}, from your dates.
        </Typography>
      ) : (
        <div>
          <FieldLabel htmlFor={durationId}>How long?</FieldLabel>
          <NativeSelect id={durationId} value={duration} onChange={(event) => onChange({ duration: event.target.value })} input={<OutlinedInput />} fullWidth>
            {choicesWith(DURATION_CHOICES, duration).map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div>
        <FieldLabel htmlFor={travelersId}>Who is going?</FieldLabel>
        <NativeSelect id={travelersId} value={travelers} onChange={(event) => onChange({ travelers: event.target.value })} input={<OutlinedInput />} fullWidth>
          {choicesWith(TRAVELER_CHOICES, travelers).map((choice) => (
            <option key={choice} value={choice}>
              {/^\d+$/.test(choice) ? `${choice} ${choice === '1' ? 'traveller' : 'travellers'}` : choice}
            </option>
          ))}
        </NativeSelect>
      </div>
    </Stack>
  );
}
