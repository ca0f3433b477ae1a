import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useToast } from '../../components/toast';
import { TripExpensesDocument, type ExpenseInput, type TripExpensesQuery } from '../../gql/graphql';
import { AddExpenseMutation, DeleteExpenseMutation, UpdateExpenseMutation } from './expense-documents';
import { expenseErrorMessage, type ExpenseWriteResult } from './expense-errors';

type Answer = TripExpensesQuery['tripExpenses'];

/**
 * Each write answers with the trip's whole TripExpenses (balances and settlements recomputed):
 * written over the query's answer, the section shows it with no second request.
 */
function writeAnswer(cache: ApolloCache, tripUuid: string, answer: Answer | undefined) {
  if (answer) cache.writeQuery({ query: TripExpensesDocument, variables: { tripUuid }, data: { __typename: 'Query', tripExpenses: answer } });
}

/**
 * Add, edit and delete an expense. Each says how it went in a toast; a failure also resolves
 * with the server's reason, so the dialog stays open with what was typed and shows why.
 */
export function useExpenseWrites(tripUuid: string) {
  const { toast } = useToast();
  const [add, adding] = useMutation(AddExpenseMutation, { update: (cache, { data }) => writeAnswer(cache, tripUuid, data?.addExpense) });
  const [update, updating] = useMutation(UpdateExpenseMutation, { update: (cache, { data }) => writeAnswer(cache, tripUuid, data?.updateExpense) });
  const [remove, removing] = useMutation(DeleteExpenseMutation, { update: (cache, { data }) => writeAnswer(cache, tripUuid, data?.deleteExpense) });

  const run = useCallback(
    async (write: () => Promise<unknown>, done: string, failed: string): Promise<ExpenseWriteResult> => {
      try {
        await write();
        toast({ title: done });
        return { ok: true };
      } catch (error) {
        const message = expenseErrorMessage(error);
        toast({ variant: 'destructive', title: failed, description: message });
        return { ok: false, message };
      }
    },
    [toast],
  );

  const addExpense = useCallback((input: ExpenseInput) => run(() => add({ variables: { tripUuid, input } }), 'Expense added', 'Could not add the expense'), [add, run, tripUuid]);
  const updateExpense = useCallback(
    (id: number, input: ExpenseInput) => run(() => update({ variables: { tripUuid, id, input } }), 'Expense updated', 'Could not update the expense'),
    [run, tripUuid, update],
  );
  const deleteExpense = useCallback((id: number) => run(() => remove({ variables: { tripUuid, id } }), 'Expense deleted', 'Could not delete the expense'), [remove, run, tripUuid]);

  return { addExpense, updateExpense, deleteExpense, saving: adding.loading || updating.loading, deleting: removing.loading };
}
