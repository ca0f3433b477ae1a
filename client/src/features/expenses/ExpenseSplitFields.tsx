import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { centsOf, customSumCents, type ExpenseForm, type SplitMode, type Traveller } from './expense-form';
import { currencySymbol, isKnownCurrency, moneyText } from './money';

interface ExpenseSplitFieldsProps {
  form: ExpenseForm;
  travellers: readonly Traveller[];
  onChange: (change: Partial<Pick<ExpenseForm, 'splitMode' | 'between' | 'shares'>>) => void;
  /** shown once the traveller has tried to save */
  problem?: string;
}

/**
 * For whom: equal parts between the travellers ticked (everyone at first), or a part typed for
 * each. A custom split shows its running sum against the amount as it is typed, so a mismatch
 * is seen before saving, not only in the server's refusal.
 */
export function ExpenseSplitFields({ form, travellers, onChange, problem }: ExpenseSplitFieldsProps) {
  const currency = form.currency.trim().toUpperCase();
  const shown = (cents: number) => (isKnownCurrency(currency) ? moneyText(cents / 100, currency) : (cents / 100).toFixed(2));
  const amount = centsOf(form.amount);
  const sum = customSumCents(form, travellers);
  const mismatch = amount !== undefined && sum !== amount;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FormControl>
        <FormLabel id="expense-split-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Split
        </FormLabel>
        <RadioGroup row aria-labelledby="expense-split-label" value={form.splitMode} onChange={(event) => onChange({ splitMode: event.target.value as SplitMode })}>
          <FormControlLabel value="equal" control={<Radio />} label="Equally" />
          <FormControlLabel value="custom" control={<Radio />} label="Custom amounts" />
        </RadioGroup>
      </FormControl>

      {form.splitMode === 'equal' ? (
        <FormControl component="fieldset" error={Boolean(problem)} sx={{ minWidth: 0 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            Split between
          </FormLabel>
          <FormGroup row>
            {travellers.map((traveller) => (
              <FormControlLabel
                key={traveller.userId}
                label={traveller.username}
                sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                control={
                  <Checkbox
                    checked={form.between.includes(traveller.userId)}
                    onChange={(event) =>
                      onChange({ between: event.target.checked ? [...form.between, traveller.userId] : form.between.filter((id) => id !== traveller.userId) })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {problem && <FormHelperText role="alert">{problem}</FormHelperText>}
        </FormControl>
      ) : (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1.5 }}>
            Each traveller&apos;s share
          </FormLabel>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {travellers.map((traveller) => (
              <TextField
                key={traveller.userId}
                label={`${traveller.username}'s share`}
                value={form.shares[traveller.userId] ?? ''}
                onChange={(event) => onChange({ shares: { ...form.shares, [traveller.userId]: event.target.value } })}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', maxLength: 15 },
                  input: { startAdornment: <InputAdornment position="start">{currencySymbol(currency)}</InputAdornment> },
                }}
                fullWidth
              />
            ))}
          </Box>
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ color: mismatch || problem ? 'error.main' : 'text.secondary', fontWeight: mismatch ? 600 : 400 }}
          >
            {amount === undefined ? `Shares so far: ${shown(sum)}` : `Shares add up to ${shown(sum)} of ${shown(amount)}${mismatch ? ` (${sum < amount ? `${shown(amount - sum)} left` : `${shown(sum - amount)} too much`})` : ''}`}
          </Typography>
          {problem && (
            <FormHelperText error role="alert" sx={{ mt: -1 }}>
              {problem}
            </FormHelperText>
          )}
        </Box>
      )}
    </Box>
  );
}
