import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/CheckRounded';

interface ToggleChipGroupProps {
  /** the group's visible name; it must carry the id given, which names the group */
  renderLabel: (id: string) => ReactNode;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** unchosen chips on the paper colour, for a group on a tinted panel */
  paper?: boolean;
}

export const toggled = (list: readonly string[], option: string): string[] => (list.includes(option) ? list.filter((item) => item !== option) : [...list, option]);

/**
 * A named group of toggle chips, any number chosen (the planner's interests, the wizard's
 * categories). Each chip is a button with aria-pressed and a check mark when chosen. Chosen
 * values that are not among the options (a trip's choices from elsewhere) are shown after them,
 * so they can be seen and removed.
 */
export function ToggleChipGroup({ renderLabel, options, value, onChange, paper = false }: ToggleChipGroupProps) {
  const labelId = useId();
  const shown = [...options, ...value.filter((item) => !options.includes(item))];
  return (
    <Box role="group" aria-labelledby={labelId}>
      {renderLabel(labelId)}
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
              sx={{ fontWeight: 600, bgcolor: paper && !selected ? 'background.paper' : undefined }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
