import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/CheckRounded';
import { FieldLabel } from './FieldLabel';
import { INTERESTS } from './trip-options';

/**
 * 'Interests?': any of the 19 interests, as toggle chips. Choices from elsewhere (the wizard's
 * activities, handed over by 'Modify Trip') are shown after them, so they can be seen and removed.
 */
export function InterestsField({ value, onChange }: { value: readonly string[]; onChange: (interests: string[]) => void }) {
  const labelId = useId();
  const shown: readonly string[] = [...INTERESTS, ...value.filter((interest) => !(INTERESTS as readonly string[]).includes(interest))];
  const toggle = (interest: string) => onChange(value.includes(interest) ? value.filter((i) => i !== interest) : [...value, interest]);
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FieldLabel component="span" id={labelId}>
        Interests?
      </FieldLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shown.map((interest) => {
          const selected = value.includes(interest);
          return (
            <Chip
              key={interest}
              label={interest}
              clickable
              icon={selected ? <CheckIcon /> : undefined}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => toggle(interest)}
              sx={{ fontWeight: 600, bgcolor: selected ? undefined : 'background.paper' }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
