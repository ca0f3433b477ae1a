import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTripOptions } from '../trip-options';
import { durationOf, summaryDates, type WizardState } from './wizard-state';

/** 'Your Trip Preferences': everything chosen, for a last look before Generate Trip. */
export function WizardSummaryStep({ state }: { state: WizardState }) {
  const { preferences } = state;
  const { options } = useTripOptions();
  const rows: Array<[string, string]> = [
    ['Destination', [state.destination.trim(), state.country].filter(Boolean).join(', ')],
    ['Dates', summaryDates(state.range)],
    ['Duration', durationOf(state)],
    ['Travelers', preferences.travelers],
    ['Budget', options?.budgetLevels.find((option) => option.level === preferences.budgetLevel)?.label ?? String(preferences.budgetLevel)],
    ['Travel style', preferences.travelStyle.join(', ')],
    ['Activities', preferences.activities.join(', ')],
    ['Accommodation', preferences.accommodation.join(', ')],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, alignItems: 'baseline', columnGap: 2, rowGap: { xs: 0.25, sm: 1.25 } }}>
      {rows.map(([term, detail]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="subtitle2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {detail || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
