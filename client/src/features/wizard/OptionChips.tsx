import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckRounded';
import { toggled } from './wizard-state';

interface OptionChipsProps {
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** One category of the interests step: toggle chips, any number chosen. */
export function OptionChips({ label, options, value, onChange }: OptionChipsProps) {
  const labelId = useId();
  // A trip may hold choices from outside this list (the form's interests); they stay visible and removable.
  const shown = [...options, ...value.filter((item) => !options.includes(item))];
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shown.map((option) => {
          const selected = value.includes(option);
          return (
            <Chip
              key={option}
              label={option}
              clickable
              icon={selected ? <CheckIcon /> : undefined}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onChange(toggled(value, option))}
              sx={{ fontWeight: 600 }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
