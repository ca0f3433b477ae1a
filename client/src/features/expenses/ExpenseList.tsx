import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { TripExpensesFieldsFragment } from '../../gql/graphql';
import { categoryLabel, dayLabel, forWhomText } from './expense-text';
import { moneyText } from './money';

export type ExpenseRow = TripExpensesFieldsFragment['expenses'][number];

interface ExpenseListProps {
  expenses: readonly ExpenseRow[];
  /** the settlement currency the converted amounts are in */
  currency: string;
  nameOf: (userId: number) => string;
  /** everyone on the trip, to say "everyone" rather than list them all */
  everyone: readonly number[];
  /** given only to editors */
  onEdit?: (expense: ExpenseRow) => void;
  onDelete?: (expense: ExpenseRow) => void;
}

/** The expenses as recorded: what, how much (and in the trip's currency), who paid, for whom, its category and day. */
export function ExpenseList({ expenses, currency, nameOf, everyone, onEdit, onDelete }: ExpenseListProps) {
  return (
    <Box component="ul" aria-label="Expenses" sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}>
      {expenses.map((expense) => {
        const titleId = `expense-${expense.id}-title`;
        const split = expense.splitMode === 'custom' ? ' (custom amounts)' : '';
        return (
          <Box
            component="li"
            key={expense.id}
            aria-labelledby={titleId}
            sx={{ py: 1.75, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 650, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
                {expense.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Paid by {expense.paidByName} · for {forWhomText(expense.between, nameOf, everyone)}
                {split}
              </Typography>
              <Box sx={{ mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                <Chip size="small" label={categoryLabel(expense.category)} />
                <Chip size="small" variant="outlined" label={dayLabel(expense.day)} />
              </Box>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{moneyText(expense.amount, expense.currency)}</Typography>
              {expense.converted == null ? (
                <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }}>
                  No rate for {expense.currency}
                </Typography>
              ) : (
                expense.currency !== currency && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    ≈ {moneyText(expense.converted, currency)}
                  </Typography>
                )
              )}
              {(onEdit || onDelete) && (
                <Box sx={{ mt: 0.5, mr: -0.75, display: 'flex', justifyContent: 'flex-end', gap: 0.25 }} data-print="hide">
                  {onEdit && (
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit ${expense.title}`} onClick={() => onEdit(expense)} size="small">
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {onDelete && (
                    <Tooltip title="Delete">
                      <IconButton aria-label={`Delete ${expense.title}`} onClick={() => onDelete(expense)} size="small" sx={{ '&:hover': { color: 'error.main' } }}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
