import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ToggleChipGroup } from '../../components/ToggleChipGroup';
import type { TripPreferences } from '../planner';
import { useTripOptions } from '../trip-options';
import { MAX_BUDGET_LEVEL, MIN_BUDGET_LEVEL } from './wizard-state';

interface WizardInterestsStepProps {
  preferences: TripPreferences;
  onChange: (patch: Partial<TripPreferences>) => void;
}

/** One category's heading, naming its group of chips. */
const heading = (text: string) => (id: string) => (
  <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
    {text}
  </Typography>
);

/** 'What interests you?': travel style, activities and accommodation (one of each at least), and the budget level. */
export function WizardInterestsStep({ preferences, onChange }: WizardInterestsStepProps) {
  const { options, failed, retry } = useTripOptions();
  if (failed) {
    return (
      <Alert severity="error" action={<Button onClick={retry}>Retry</Button>}>
        The choices could not be loaded.
      </Alert>
    );
  }
  if (!options) return <Skeleton variant="rounded" height={320} aria-label="Loading the choices" />;
  const budgetLabel = (level: number) => options.budgetLevels.find((option) => option.level === level)?.label ?? String(level);
  return (
    <Stack spacing={3}>
      <ToggleChipGroup renderLabel={heading('Travel style')} options={options.travelStyles} value={preferences.travelStyle} onChange={(travelStyle) => onChange({ travelStyle })} />
      <ToggleChipGroup renderLabel={heading('Activities')} options={options.activities} value={preferences.activities} onChange={(activities) => onChange({ activities })} />
      <ToggleChipGroup renderLabel={heading('Accommodation')} options={options.accommodations} value={preferences.accommodation} onChange={(accommodation) => onChange({ accommodation })} />
      <div>
        <Typography id="wizard-budget-label" variant="subtitle2" component="h3">
          Budget level: {budgetLabel(preferences.budgetLevel)}
        </Typography>
        <Slider
          aria-labelledby="wizard-budget-label"
          value={preferences.budgetLevel}
          min={MIN_BUDGET_LEVEL}
          max={MAX_BUDGET_LEVEL}
          step={1}
          marks
          getAriaValueText={budgetLabel}
          valueLabelDisplay="auto"
          valueLabelFormat={budgetLabel}
          onChange={(_, value) => onChange({ budgetLevel: value as number })}
          sx={{ mx: 1, width: 'calc(100% - 16px)' }}
        />
      </div>
    </Stack>
  );
}
