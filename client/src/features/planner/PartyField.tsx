import { useId } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FieldLabel } from './FieldLabel';
import type { PartyOption } from '../trip-options';
import { partyChoiceOf } from './party';

/**
 * 'Who?': Solo, Couple, Family or Friends (the server's list). A travelers text from elsewhere
 * ('2 adults') shows the choice it matches (Couple) and is kept until another is chosen.
 */
export function PartyField({ parties, value, onChange }: { parties: readonly PartyOption[]; value: string; onChange: (travelers: string) => void }) {
  const labelId = useId();
  return (
    <Box>
      <FieldLabel component="span" id={labelId}>
        Who?
      </FieldLabel>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={partyChoiceOf(value, parties)}
        onChange={(_, next: string | null) => next && onChange(next)}
        aria-labelledby={labelId}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          '& .MuiToggleButton-root': { flexDirection: 'column', py: 0.75, lineHeight: 1.2, textTransform: 'none', fontWeight: 650, color: 'text.primary' },
          '& .MuiToggleButton-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } },
        }}
      >
        {parties.map((option) => (
          // Named by its visible text ("Solo 1"), so speech input can say what it sees.
          <ToggleButton key={option.travelers} value={option.travelers}>
            <span>{option.label}</span>{' '}
            <Typography component="span" variant="caption" sx={{ opacity: 0.8, fontWeight: 500 }}>
              {option.travelers}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
