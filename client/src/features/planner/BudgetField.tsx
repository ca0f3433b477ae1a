import { useId } from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { FieldLabel } from './FieldLabel';
import type { BudgetLevelOption } from '../trip-options';

/** 'Budget?': levels 1 to 5 (the server's list), a native select (best on phones and with assistive technology). */
export function BudgetField({ levels, value, onChange }: { levels: readonly BudgetLevelOption[]; value: number; onChange: (level: number) => void }) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id}>Budget?</FieldLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        input={<OutlinedInput />}
        fullWidth
        sx={{ bgcolor: 'background.paper', '& select': { py: '16.5px', pl: 1.75 } }}
      >
        {levels.map((option) => (
          <option key={option.level} value={option.level}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
