import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import DownloadIcon from '@mui/icons-material/DownloadRounded';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useToast } from '../../components/toast';
import { getFragmentData } from '../../gql';
import { useSession } from '../account';
import { useTripPermissions } from '../trip-page';
import { usableEstimate } from './chart-data';
import { DeleteExpenseDialog } from './DeleteExpenseDialog';
import { downloadExpensesCsv } from './download-expenses-csv';
import { ExpenseTravellersQuery, TripExpensesFields, TripExpensesQuery } from './expense-documents';
import { expenseErrorMessage } from './expense-errors';
import type { Traveller } from './expense-form';
import { ExpenseDialog } from './ExpenseDialog';
import { ExpenseList, type ExpenseRow } from './ExpenseList';
import { ExpenseSummary } from './ExpenseSummary';
import { SettleUp } from './SettleUp';
import { SpendingChart } from './SpendingChart';
import { useCostEstimate } from './useCostEstimate';
import { useExpenseWrites } from './useExpenseWrites';

export interface ExpensesPanelProps {
  tripUuid: string;
  /** the owner's user id (a saved trip has one) */
  ownerId: number;
  /** how many days the itinerary has, for the day field and the per-day view */
  days: number;
}

/** Which dialog is up; `opening` counts openings so that each one starts with a fresh form. */
interface Dialogs {
  edit: { open: boolean; opening: number; expense: ExpenseRow | null };
  remove: { open: boolean; opening: number; expense: ExpenseRow | null };
}

/**
 * 'Expenses' (issue 22): what the travellers of a saved trip spent, who owes whom and how to
 * settle up, and spending against the trip's estimate. The trip page shows it to the trip's own
 * travellers (the server refuses anyone else); its owner and editors add, edit and delete.
 * Loaded on its own, with the chart library, only on a trip page that shows it.
 */
export default function ExpensesPanel({ tripUuid, ownerId, days }: ExpensesPanelProps) {
  const { canEdit } = useTripPermissions(tripUuid);
  const { session } = useSession();
  const me = session.status === 'signed-in' ? session.user.id : undefined;
  const { toast } = useToast();
  // Another traveller may have recorded an expense, or joined, since this page last asked: a
  // page shown again from the cache asks once more (there are no live updates).
  const { data, error, refetch } = useQuery(TripExpensesQuery, { variables: { tripUuid }, fetchPolicy: 'cache-and-network' });
  const people = useQuery(ExpenseTravellersQuery, { variables: { tripUuid }, fetchPolicy: 'cache-and-network' });
  const estimate = useCostEstimate(tripUuid);
  const [dialogs, setDialogs] = useState<Dialogs>({ edit: { open: false, opening: 0, expense: null }, remove: { open: false, opening: 0, expense: null } });
  const [downloading, setDownloading] = useState(false);
  const summary = getFragmentData(TripExpensesFields, data?.tripExpenses);

  const sharing = people.data?.tripCompanions;
  const travellers = useMemo<Traveller[]>(
    () => (sharing ? [{ userId: ownerId, username: sharing.owner ?? 'the owner' }, ...sharing.companions.map(({ userId, username }) => ({ userId, username }))] : []),
    [sharing, ownerId],
  );
  const everyone = useMemo(() => travellers.map((traveller) => traveller.userId), [travellers]);
  const nameOf = useMemo(() => {
    const names = new Map<number, string>([...(summary?.balances ?? []).map((row): [number, string] => [row.userId, row.username]), ...travellers.map((traveller): [number, string] => [traveller.userId, traveller.username])]);
    return (userId: number) => names.get(userId) ?? 'a former traveller';
  }, [summary, travellers]);

  const openEditor = (expense: ExpenseRow | null) => setDialogs((current) => ({ ...current, edit: { open: true, opening: current.edit.opening + 1, expense } }));
  const closeEditor = () => setDialogs((current) => ({ ...current, edit: { ...current.edit, open: false } }));
  const askToDelete = (expense: ExpenseRow) => setDialogs((current) => ({ ...current, remove: { open: true, opening: current.remove.opening + 1, expense } }));
  const closeDelete = () => setDialogs((current) => ({ ...current, remove: { ...current.remove, open: false } }));
  // Editing needs the travellers (who paid, for whom): until they are known the buttons wait.
  const editable = canEdit && travellers.length > 0;
  const writes = useExpenseWrites(tripUuid);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadExpensesCsv(tripUuid);
    } catch (caught) {
      toast({ variant: 'destructive', title: 'Could not download the CSV', description: expenseErrorMessage(caught) });
    } finally {
      setDownloading(false);
    }
  };

  const hasExpenses = (summary?.expenses.length ?? 0) > 0;
  const chartEstimate = summary ? usableEstimate(estimate, summary.currency) : undefined;

  return (
    <ExpensesCard
      printed={hasExpenses}
      actions={
        <>
          {hasExpenses && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
              {downloading ? 'Preparing CSV...' : 'Download CSV'}
            </Button>
          )}
          {canEdit && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor(null)} disabled={!editable}>
              Add expense
            </Button>
          )}
        </>
      }
    >
      {error && !summary ? (
        <Box role="alert" sx={{ mt: 3, textAlign: 'center', py: 4 }}>
          <Typography>The expenses could not be loaded: {expenseErrorMessage(error)}</Typography>
          <Button onClick={() => void refetch()} sx={{ mt: 1.5 }}>
            Try again
          </Button>
        </Box>
      ) : !summary ? (
        <LoadingIndicator label="Loading expenses..." minHeight={160} />
      ) : !hasExpenses ? (
        <ExpensesEmptyState onAdd={editable ? () => openEditor(null) : undefined} />
      ) : (
        <>
          <ExpenseSummary total={summary.total} currency={summary.currency} ratesNote={summary.ratesNote} unconverted={summary.unconverted.length} />
          <Box sx={{ mt: 3, display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
            <Box component="section" aria-labelledby="expenses-list-title" sx={{ minWidth: 0 }}>
              <Typography id="expenses-list-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                What was spent
              </Typography>
              <ExpenseList
                expenses={summary.expenses}
                currency={summary.currency}
                nameOf={nameOf}
                everyone={everyone}
                onEdit={editable ? openEditor : undefined}
                onDelete={canEdit ? askToDelete : undefined}
              />
            </Box>
            <SettleUp balances={summary.balances} settlements={summary.settlements} currency={summary.currency} />
          </Box>
          <Box sx={{ mt: { xs: 4, md: 5 } }}>
            <SpendingChart byCategory={summary.byCategory} byDay={summary.byDay} days={days} currency={summary.currency} estimate={chartEstimate} />
          </Box>
        </>
      )}

      {canEdit && summary && (
        <>
          <ExpenseDialog
            key={dialogs.edit.opening}
            open={dialogs.edit.open}
            expense={dialogs.edit.expense}
            travellers={travellers}
            currency={summary.currency}
            days={days}
            me={me}
            saving={writes.saving}
            onSave={(input, id) => (id === undefined ? writes.addExpense(input) : writes.updateExpense(id, input))}
            onClose={closeEditor}
          />
          <DeleteExpenseDialog key={`delete-${dialogs.remove.opening}`} open={dialogs.remove.open} expense={dialogs.remove.expense} deleting={writes.deleting} onDelete={writes.deleteExpense} onClose={closeDelete} />
        </>
      )}
    </ExpensesCard>
  );
}

/** `printed`: whether the card goes on paper; an empty or loading one is nothing to read there. */
function ExpensesCard({ children, actions, printed }: { children: ReactNode; actions: ReactNode; printed: boolean }) {
  return (
    <Card component="section" aria-labelledby="expenses-title" sx={{ p: { xs: 2.5, sm: 4 } }} data-print={printed ? 'flow' : 'hide'}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="expenses-title" variant="h4" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <ReceiptIcon color="primary" aria-hidden />
            Expenses
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            What the travellers spent, who owes whom, and how it compares with the estimate.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-print="hide">
          {actions}
        </Box>
      </Box>
      {children}
    </Card>
  );
}

function ExpensesEmptyState({ onAdd }: { onAdd?: () => void }) {
  return (
    <Box sx={{ mt: 3, py: { xs: 4, sm: 5 }, px: 2, textAlign: 'center', borderRadius: 4, border: 1, borderStyle: 'dashed', borderColor: 'divider', bgcolor: 'background.default' }}>
      <ReceiptIcon aria-hidden sx={{ fontSize: 44, color: 'primary.light' }} />
      <Typography component="p" variant="h6" sx={{ mt: 1 }}>
        No expenses yet.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 460, mx: 'auto' }}>
        {onAdd
          ? 'Add the first one, a dinner or a taxi: say who paid and who it was for, and everyone on the trip sees who owes whom.'
          : "The trip's editors record what was spent here; you will see who owes whom."}
      </Typography>
      {onAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 2.5 }} data-print="hide">
          Add the first expense
        </Button>
      )}
    </Box>
  );
}
