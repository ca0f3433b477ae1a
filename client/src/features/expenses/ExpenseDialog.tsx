import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ExpenseInput } from '../../gql/graphql';
import type { ExpenseWriteResult } from './expense-errors';
import {
  EXPENSE_CATEGORIES,
  emptyExpenseForm,
  expenseFormFromExpense,
  expenseInputOf,
  expenseProblems,
  type ExpenseCategory,
  type ExpenseForm,
  type RecordedExpense,
  type Traveller,
} from './expense-form';
import { CATEGORY_LABELS, dayLabel } from './expense-text';
import { ExpenseSplitFields } from './ExpenseSplitFields';
import { CURRENCY_CODES } from './money';

export interface ExpenseDialogProps {
  open: boolean;
  /** the expense to edit; none opens the dialog for adding */
  expense: (RecordedExpense & { id: number }) | null;
  travellers: readonly Traveller[];
  /** the settlement currency, a new expense's first currency */
  currency: string;
  /** how many days the itinerary has */
  days: number;
  /** the signed-in traveller, a new expense's first payer */
  me?: number;
  saving: boolean;
  onSave: (input: ExpenseInput, id?: number) => Promise<ExpenseWriteResult>;
  onClose: () => void;
}

/**
 * 'Add expense' / 'Edit expense'. The parent mounts a fresh dialog for each opening, so the form
 * starts from the expense (edit) or from the trip's defaults (add). Problems are shown once the
 * traveller tries to save; a refusal from the server keeps everything typed and says why.
 */
export function ExpenseDialog({ open, expense, travellers, currency, days, me, saving, onSave, onClose }: ExpenseDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [form, setForm] = useState<ExpenseForm>(() => (expense ? expenseFormFromExpense(expense, travellers) : emptyExpenseForm(currency, travellers, me)));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const titleRef = useRef<HTMLInputElement>(null);
  const problems = tried ? expenseProblems(form, travellers) : {};

  const change = (fields: Partial<ExpenseForm>) => setForm((current) => ({ ...current, ...fields }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    const found = expenseProblems(form, travellers);
    if (Object.keys(found).length > 0) {
      // The first field with a problem gets the focus; the title is the usual one.
      if (found.title) titleRef.current?.focus();
      return;
    }
    setFailure(undefined);
    const result = await onSave(expenseInputOf(form, travellers), expense?.id);
    if (result.ok) onClose();
    else setFailure(result.message);
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="expense-dialog-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="expense-dialog-title">{expense ? 'Edit expense' : 'Add expense'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label="Title"
          required
          autoFocus
          inputRef={titleRef}
          value={form.title}
          onChange={(event) => change({ title: event.target.value })}
          error={Boolean(problems.title)}
          helperText={problems.title}
          placeholder="e.g. Dinner in Alfama"
          slotProps={{ htmlInput: { maxLength: 200 } }}
          fullWidth
        />
        {/* A currency code is three letters: it sits beside the amount even on a phone. */}
        <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2.5 }, gridTemplateColumns: { xs: 'minmax(0, 3fr) minmax(0, 2fr)', sm: '2fr 1fr' } }}>
          <TextField
            label="Amount"
            required
            value={form.amount}
            onChange={(event) => change({ amount: event.target.value })}
            error={Boolean(problems.amount)}
            helperText={problems.amount}
            placeholder="0.00"
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 15 } }}
            fullWidth
          />
          <TextField
            label="Currency"
            required
            value={form.currency}
            onChange={(event) => change({ currency: event.target.value.toUpperCase() })}
            error={Boolean(problems.currency)}
            helperText={problems.currency ?? 'ISO code, e.g. EUR'}
            slotProps={{ htmlInput: { maxLength: 3, list: 'expense-currency-codes', autoCapitalize: 'characters', spellCheck: false } }}
            fullWidth
          />
          <datalist id="expense-currency-codes">
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label="Paid by"
            required
            value={form.paidById}
            onChange={(event) => change({ paidById: Number(event.target.value) })}
            error={Boolean(problems.paidById)}
            helperText={problems.paidById}
            fullWidth
          >
            {travellers.map((traveller) => (
              <MenuItem key={traveller.userId} value={traveller.userId}>
                {traveller.username}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Category" value={form.category} onChange={(event) => change({ category: event.target.value as ExpenseCategory })} fullWidth>
            {EXPENSE_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {/* A select shows nothing for an empty value: 'trip' stands for the whole trip here. */}
        <TextField select label="Day" value={form.day || 'trip'} onChange={(event) => change({ day: event.target.value === 'trip' ? '' : event.target.value })} fullWidth>
          <MenuItem value="trip">{dayLabel(null)}</MenuItem>
          {Array.from({ length: days }, (_, index) => (
            <MenuItem key={index + 1} value={String(index + 1)}>
              {dayLabel(index + 1)}
            </MenuItem>
          ))}
        </TextField>
        <ExpenseSplitFields form={form} travellers={travellers} onChange={change} problem={problems.between ?? problems.shares} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : expense ? 'Save changes' : 'Add expense'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
