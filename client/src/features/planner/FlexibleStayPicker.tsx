import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AcUnitIcon from '@mui/icons-material/AcUnitRounded';
import ParkIcon from '@mui/icons-material/ParkRounded';
import SpaIcon from '@mui/icons-material/SpaRounded';
import WbSunnyIcon from '@mui/icons-material/WbSunnyRounded';
import dayjs, { type Dayjs } from 'dayjs';
import { flexibleRange, SEASONS, STAY_LENGTHS, type DateRange, type Season, type StayLength } from './date-range';

const SEASON_ICONS: Record<Season, typeof AcUnitIcon> = { Winter: AcUnitIcon, Spring: SpaIcon, Summer: WbSunnyIcon, Fall: ParkIcon };

/** Flexible mode: how long (Weekend, Week or Month), then which season; choosing the season applies. */
export function FlexibleStayPicker({ initial, today, onChoose }: { initial?: StayLength; today: Dayjs; onChoose: (range: DateRange) => void }) {
  const [duration, setDuration] = useState<StayLength | null>(initial ?? null);
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" id="stay-length-label" sx={{ mb: 1 }}>
        How long would you like to stay?
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={duration}
        onChange={(_, next: StayLength | null) => next && setDuration(next)}
        aria-labelledby="stay-length-label"
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { borderRadius: '12px !important', border: 1, borderColor: 'divider', px: 3, textTransform: 'none', fontWeight: 650 } }}
      >
        {STAY_LENGTHS.map((stay) => (
          <ToggleButton key={stay.value} value={stay.value}>
            {stay.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Typography component="h3" variant="subtitle1" id="season-label" sx={{ mt: 3, mb: 1, color: duration ? 'text.primary' : 'text.disabled' }}>
        When would you like to go?
      </Typography>
      <Box role="group" aria-labelledby="season-label" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {SEASONS.map(({ value }) => {
          const Icon = SEASON_ICONS[value];
          const range = duration ? flexibleRange(value, duration, today) : undefined;
          const start = range && dayjs(range.from).format(today.isSame(range.from, 'year') ? 'MMM D' : 'MMM D, YYYY');
          return (
            <ButtonBase
              key={value}
              disabled={!duration}
              onClick={() => range && onChoose(range)}
              aria-label={start ? `${value}, from ${start}` : value}
              sx={{
                flexDirection: 'column',
                gap: 0.5,
                py: 2.5,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                color: duration ? 'text.primary' : 'text.disabled',
                '&:hover': { borderColor: 'primary.main', bgcolor: (theme) => theme.alpha(theme.palette.primary.main, 0.06) },
              }}
            >
              <Icon sx={{ color: duration ? 'primary.main' : 'inherit' }} aria-hidden />
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {value}
              </Typography>
              {start && (
                <Typography component="span" variant="caption" color="text.secondary" aria-hidden>
                  from {start}
                </Typography>
              )}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

