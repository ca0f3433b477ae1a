import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACTIVITY_TYPE_INFO, ACTIVITY_TYPES } from './activity-types';

/** The key to the activity types' icons and colours (shown under day 1). */
export function ActivityTypeLegend() {
  return (
    <Box component="section" aria-labelledby="activity-legend-title" sx={{ mt: 1, p: 2, borderRadius: 3, bgcolor: 'background.default' }} data-print="hide">
      <Typography id="activity-legend-title" component="h4" variant="caption" sx={{ fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.08em', color: 'text.secondary' }}>
        Activity types
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {ACTIVITY_TYPES.map((type) => {
          const { label, color, Icon } = ACTIVITY_TYPE_INFO[type];
          return (
            <Box component="li" key={type} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 14, fontWeight: 600 }}>
              <Box component="span" sx={{ width: 26, height: 26, borderRadius: '8px', display: 'grid', placeItems: 'center', bgcolor: color, color: '#fff' }} aria-hidden>
                <Icon sx={{ fontSize: 16 }} />
              </Box>
              {label}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
