import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightIcon from '@mui/icons-material/ChevronRightRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import dayjs, { type Dayjs } from 'dayjs';
import { CalendarMonth } from './CalendarMonth';
import { applyDayClick, applyPreset, PRESETS, toIsoDate, type DateRange } from './date-range';
import { FlexibleStayPicker } from './FlexibleStayPicker';

type Mode = 'dates' | 'flexible';

interface DateRangeDialogProps {
  open: boolean;
  value: DateRange;
  onClose: () => void;
  onChange: (range: DateRange) => void;
  /** injectable for tests; defaults to now */
  today?: Dayjs;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The 'Select dates' dialog. Exact dates are picked on a calendar (then optionally widened by
 * a ± preset) and applied with 'Apply'; a flexible stay applies as soon as its season is chosen.
 */
export function DateRangeDialog({ open, value, onClose, onChange, today = dayjs() }: DateRangeDialogProps) {
  const theme = useTheme();
  const twoMonths = useMediaQuery(theme.breakpoints.up('sm'));
  const minDate = toIsoDate(today);
  const [mode, setMode] = useState<Mode>(value.flexibleBooking ? 'flexible' : 'dates');
  /** the dates picked on the calendar, before any preset widens them */
  const [picked, setPicked] = useState<DateRange>(value.flexibleBooking ? {} : value);
  const [presetDays, setPresetDays] = useState(0);
  const [firstMonth, setFirstMonth] = useState(() => dayjs(value.from ?? minDate).startOf('month'));
  const [focused, setFocused] = useState(value.from ?? minDate);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);

  const shown = applyPreset(picked, presetDays);
  const months = twoMonths ? [firstMonth, firstMonth.add(1, 'month')] : [firstMonth];
  const lastMonth = months[months.length - 1];

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, firstMonth]);

  const selectDay = (day: string) => {
    setPicked((current) => applyDayClick(current, day));
    setPresetDays(0);
    setFocused(day);
  };

  const onDayKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    let next: Dayjs | undefined;
    const current = dayjs(day);
    if (event.key in KEY_STEPS) next = current.add(KEY_STEPS[event.key], 'day');
    else if (event.key === 'PageUp') next = current.subtract(1, 'month');
    else if (event.key === 'PageDown') next = current.add(1, 'month');
    else if (event.key === 'Home') next = current.startOf('week');
    else if (event.key === 'End') next = current.endOf('week');
    if (!next) return;
    event.preventDefault();
    if (next.isBefore(today, 'day')) next = today;
    if (next.isBefore(firstMonth, 'month')) setFirstMonth(next.startOf('month'));
    else if (next.isAfter(lastMonth, 'month')) setFirstMonth(next.startOf('month').subtract(months.length - 1, 'month'));
    moveFocus.current = true;
    setFocused(toIsoDate(next));
  };

  const showMonth = (step: number) => {
    const next = firstMonth.add(step, 'month');
    setFirstMonth(next);
    setFocused(toIsoDate(next.isBefore(today, 'month') ? today : next.isSame(today, 'month') ? today : next));
  };

  const apply = () => {
    onChange(shown);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="select-dates-title" fullScreen={!twoMonths}>
      <DialogTitle id="select-dates-title" sx={{ pr: 7 }}>
        Select dates
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          value={mode}
          onChange={(_, next: Mode | null) => next && setMode(next)}
          aria-label="How to choose dates"
          size="small"
          sx={{ mb: 3, '& .MuiToggleButton-root': { px: 3, borderRadius: 999, textTransform: 'none', fontWeight: 650 } }}
        >
          <ToggleButton value="dates">Dates</ToggleButton>
          <ToggleButton value="flexible">Flexible</ToggleButton>
        </ToggleButtonGroup>

        {mode === 'dates' ? (
          <>
            <Box sx={{ position: 'relative' }}>
              <IconButton
                aria-label="Previous month"
                onClick={() => showMonth(-1)}
                disabled={!firstMonth.isAfter(today, 'month')}
                sx={{ position: 'absolute', left: 0, top: -6 }}
              >
                <ChevronLeftIcon />
              </IconButton>
              <IconButton aria-label="Next month" onClick={() => showMonth(1)} sx={{ position: 'absolute', right: 0, top: -6 }}>
                <ChevronRightIcon />
              </IconButton>
              <Box ref={gridRef} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 4 }}>
                {months.map((month) => (
                  <CalendarMonth
                    key={month.format('YYYY-MM')}
                    month={month}
                    range={shown}
                    focused={focused}
                    minDate={minDate}
                    onSelect={selectDay}
                    onKeyDown={onDayKeyDown}
                  />
                ))}
              </Box>
            </Box>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
              How flexible are you?
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Date flexibility">
              {PRESETS.map((preset) => {
                const selected = presetDays === preset.days;
                return (
                  <Chip
                    key={preset.label}
                    label={preset.label}
                    clickable
                    disabled={!picked.from}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    aria-pressed={selected}
                    onClick={() => setPresetDays(preset.days)}
                  />
                );
              })}
            </Stack>
          </>
        ) : (
          <FlexibleStayPicker
            initial={value.flexibleBooking?.duration}
            today={today}
            onChoose={(range) => {
              onChange(range);
              onClose();
            }}
          />
        )}
      </DialogContent>
      {mode === 'dates' && (
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button
            onClick={() => {
              setPicked({});
              setPresetDays(0);
            }}
            disabled={!picked.from}
          >
            Clear
          </Button>
          <Button variant="contained" onClick={apply} disabled={!shown.from || !shown.to}>
            Apply
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
