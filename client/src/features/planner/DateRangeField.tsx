import { lazy, Suspense, useId, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import CloseIcon from '@mui/icons-material/CloseRounded';
import { describeRange, type DateRange } from './date-range';
import { FieldLabel } from './FieldLabel';

// The calendar dialog is only needed once someone opens it.
const loadDialog = () => import('./DateRangeDialog');
const DateRangeDialog = lazy(async () => ({ default: (await loadDialog()).DateRangeDialog }));

interface DateRangeFieldProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** the question above the button; the wizard asks its own */
  label?: string;
}

/** 'When?': a button reading 'Add dates' (or the chosen dates) that opens 'Select dates'. */
export function DateRangeField({ value, onChange, buttonRef, label = 'When?' }: DateRangeFieldProps) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const text = describeRange(value);

  return (
    <Box>
      <FieldLabel component="span" id={labelId}>
        {label}
      </FieldLabel>
      <Box sx={{ position: 'relative' }}>
        <ButtonBase
          ref={buttonRef}
          aria-describedby={labelId}
          aria-haspopup="dialog"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
          onPointerEnter={loadDialog}
          onFocus={loadDialog}
          sx={{
            width: '100%',
            height: 56,
            justifyContent: 'flex-start',
            gap: 1.5,
            px: 1.75,
            pr: text ? 6 : 1.75,
            borderRadius: '12px',
            border: 1,
            borderColor: 'rgba(16,36,43,0.23)',
            bgcolor: 'background.paper',
            color: text ? 'text.primary' : 'text.secondary',
            fontSize: '1rem',
            textAlign: 'left',
            '&:hover': { borderColor: 'text.primary' },
          }}
        >
          <CalendarIcon aria-hidden sx={{ color: 'action.active' }} />
          <Typography component="span" noWrap sx={{ fontSize: 'inherit', fontWeight: text ? 600 : 400 }}>
            {text ?? 'Add dates'}
          </Typography>
        </ButtonBase>
        {text && (
          <IconButton aria-label="Clear dates" size="small" onClick={() => onChange({})} sx={{ position: 'absolute', right: 8, top: 12 }}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {requested && (
        <Suspense fallback={null}>
          <DateRangeDialog open={open} value={value} onClose={() => setOpen(false)} onChange={onChange} />
        </Suspense>
      )}
    </Box>
  );
}
