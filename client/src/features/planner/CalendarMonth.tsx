import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { toIsoDate, type DateRange } from './date-range';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

interface CalendarMonthProps {
  /** any day of the month to show */
  month: Dayjs;
  range: DateRange;
  /** the one day that is in the tab order (roving focus) */
  focused: string;
  /** today: days before it cannot be chosen */
  minDate: string;
  onSelect: (day: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, day: string) => void;
}

/** Weeks of a month, Sunday first, with blanks before the 1st and after the last day. */
function weeksOf(month: Dayjs): (Dayjs | null)[][] {
  const first = month.startOf('month');
  const cells: (Dayjs | null)[] = Array.from({ length: first.day() }, () => null);
  for (let d = 0; d < first.daysInMonth(); d++) cells.push(first.add(d, 'day'));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** One month of the date-range calendar: a grid of day buttons showing the chosen range. */
export function CalendarMonth({ month, range, focused, minDate, onSelect, onKeyDown }: CalendarMonthProps) {
  const title = month.format('MMMM YYYY');
  const from = range.from;
  const to = range.to;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ textAlign: 'center', mb: 1 }}>
        {title}
      </Typography>
      <Box component="table" role="grid" aria-label={title} sx={{ borderCollapse: 'collapse', mx: 'auto', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <Box component="th" key={long} scope="col" abbr={long} sx={{ width: 44, height: 32, fontSize: 12, fontWeight: 700, color: 'text.secondary' }}>
                {short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} />;
                const iso = toIsoDate(day);
                const isEndpoint = iso === from || iso === to;
                const inRange = !!from && !!to && iso > from && iso < to;
                const disabled = iso < minDate;
                return (
                  <Box
                    component="td"
                    key={d}
                    role="gridcell"
                    aria-selected={isEndpoint || inRange}
                    sx={{ p: 0, height: 44, bgcolor: inRange ? (theme) => theme.alpha(theme.palette.primary.main, 0.1) : undefined }}
                  >
                    <ButtonBase
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      disabled={disabled}
                      aria-label={day.format('dddd, MMMM D, YYYY')}
                      aria-pressed={isEndpoint}
                      onClick={() => onSelect(iso)}
                      onKeyDown={(event) => onKeyDown(event, iso)}
                      sx={{
                        width: 44,
                        height: 44,
                        borderRadius: '50%',
                        fontSize: 14,
                        fontWeight: isEndpoint ? 800 : 500,
                        color: disabled ? 'text.disabled' : isEndpoint ? 'primary.contrastText' : 'text.primary',
                        bgcolor: isEndpoint ? 'primary.main' : 'transparent',
                        textDecoration: disabled ? 'line-through' : undefined,
                        '&:hover': { bgcolor: isEndpoint ? 'primary.dark' : (theme) => theme.alpha(theme.palette.primary.main, 0.12) },
                        '&.Mui-focusVisible': { outline: (theme) => `3px solid ${theme.alpha(theme.palette.primary.main, 0.55)}`, outlineOffset: 1 },
                        ...(iso === minDate && !isEndpoint ? { boxShadow: 'inset 0 0 0 1px currentColor' } : {}),
                      }}
                    >
                      {day.date()}
                    </ButtonBase>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
