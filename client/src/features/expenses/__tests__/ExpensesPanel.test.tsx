import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AddExpenseDocument, DeleteExpenseDocument, ExpensesCostEstimateDocument, ExpenseTravellersDocument, TripExpensesDocument, TripPagePermissionsDocument, UpdateExpenseDocument } from '../../../gql/graphql';
import { renderAs, signedIn, TRIP_UUID } from '../../companions/__tests__/render-as';
import ExpensesPanel from '../ExpensesPanel';

// Several mocked round trips and dialog transitions per test; this only lengthens how long a condition may take.
configure({ asyncUtilTimeout: 5000 });

const OLGA = 1;
const BEN = 2;

const permissions = (canEdit: boolean) => ({
  request: { query: TripPagePermissionsDocument, variables: { tripUuid: TRIP_UUID } },
  result: { data: { tripPermissions: { __typename: 'TripPermissions' as const, canEdit, canViewWallet: true, canShare: canEdit, role: canEdit ? 'owner' : 'viewer' } } },
});

const travellers = {
  request: { query: ExpenseTravellersDocument, variables: { tripUuid: TRIP_UUID } },
  result: { data: { tripCompanions: { __typename: 'TripCompanions' as const, owner: 'olga', companions: [{ __typename: 'CompanionMember' as const, userId: BEN, username: 'ben' }] } } },
};

const noEstimate = { request: { query: ExpensesCostEstimateDocument, variables: { tripUuid: TRIP_UUID } }, result: { errors: [new GraphQLError('No estimate')] } };
const estimate = {
  request: { query: ExpensesCostEstimateDocument, variables: { tripUuid: TRIP_UUID } },
  result: {
    data: {
      tripCostEstimate: {
        __typename: 'TripCostEstimate' as const,
        currency: 'USD',
        low: 300,
        high: 500,
        note: 'Flights to the destination are not included.',
        lines: [{ __typename: 'CostEstimateLine' as const, key: 'food', label: 'Meals', low: 100, high: 200, basis: 'Six meals for two' }],
      },
    },
  },
};

interface ExpenseFields {
  id: number;
  title: string;
  amount: number;
  currency?: string;
  paidById?: number;
  paidByName?: string;
  converted?: number | null;
  between?: number[];
  splitMode?: string;
  category?: string;
  day?: number | null;
}

const expense = ({ id, title, amount, currency = 'USD', paidById = OLGA, paidByName = 'olga', converted = amount, between = [OLGA, BEN], splitMode = 'equal', category = 'food', day = 1 }: ExpenseFields) => ({
  __typename: 'ExpenseView' as const,
  id,
  title,
  amount,
  currency,
  paidById,
  paidByName,
  splitMode,
  between,
  shares: between.map((userId) => ({ __typename: 'ExpenseShare' as const, userId, amount: amount / between.length })),
  category,
  day,
  converted,
  createdAt: '2026-06-01T20:00:00.000Z',
});

interface Summary {
  expenses?: ReturnType<typeof expense>[];
  settlements?: Array<{ from: [number, string]; to: [number, string]; amount: number }>;
  unconverted?: number[];
  total?: number;
}

function expensesResult({ expenses = [], settlements = [], unconverted = [], total = 0 }: Summary) {
  return {
    tripExpenses: {
      __typename: 'TripExpenses' as const,
      currency: 'USD',
      ratesNote: 'ECB euro reference rates of 2025-02-28',
      total,
      expenses,
      balances: [
        { __typename: 'ExpenseBalance' as const, userId: OLGA, username: 'olga', paid: total, share: total / 2, balance: total / 2 },
        { __typename: 'ExpenseBalance' as const, userId: BEN, username: 'ben', paid: 0, share: total / 2, balance: -total / 2 },
      ],
      settlements: settlements.map(({ from, to, amount }) => ({ __typename: 'Settlement' as const, fromUserId: from[0], fromName: from[1], toUserId: to[0], toName: to[1], amount })),
      byCategory: total > 0 ? [{ __typename: 'SpentBy' as const, key: 'food', amount: total }] : [],
      byDay: total > 0 ? [{ __typename: 'SpentBy' as const, key: '1', amount: total }] : [],
      unconverted,
    },
  };
}

const expensesMock = (summary: Summary) => ({ request: { query: TripExpensesDocument, variables: { tripUuid: TRIP_UUID } }, result: { data: expensesResult(summary) } });

function renderPanel(mocks: object[], me = OLGA) {
  return renderAs(<ExpensesPanel tripUuid={TRIP_UUID} ownerId={OLGA} days={3} />, { session: signedIn(me, me === OLGA ? 'olga' : 'ben'), mocks: mocks as never, path: `/trip/${TRIP_UUID}`, route: '/trip/:id' });
}

const dialog = () => screen.getByRole('dialog', { name: /expense/ });

describe('Expenses on the trip page', () => {
  it("shows an editor 'No expenses yet.' with a hint to add the first one", async () => {
    renderPanel([permissions(true), expensesMock({}), travellers, noEstimate]);
    expect(screen.getByText('Loading expenses...')).toBeTruthy();
    expect(await screen.findByText('No expenses yet.')).toBeTruthy();
    expect(screen.getByText(/Add the first one, a dinner or a taxi/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add the first expense' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('shows a viewer the expenses and who owes whom, with no add, edit or delete', async () => {
    const dinner = expense({ id: 1, title: 'Dinner in Alfama', amount: 49.2 });
    renderPanel([permissions(false), expensesMock({ expenses: [dinner], total: 49.2, settlements: [{ from: [BEN, 'ben'], to: [OLGA, 'olga'], amount: 24.6 }] }), travellers, noEstimate], BEN);
    const payments = await screen.findByRole('list', { name: 'Payments to settle up' });
    expect(within(payments).getByText('ben pays olga $24.60')).toBeTruthy();
    const balances = within(screen.getByRole('table', { name: 'Balances and settle up' }));
    expect(balances.getByRole('row', { name: /olga/ }).textContent).toContain('+$24.60');
    expect(balances.getByRole('row', { name: /ben/ }).textContent).toContain('-$24.60');
    const row = within(screen.getByRole('listitem', { name: 'Dinner in Alfama' }));
    expect(row.getByText('Paid by olga · for everyone')).toBeTruthy();
    expect(row.getByText('$49.20')).toBeTruthy();
    expect(row.getByText('Food and drink')).toBeTruthy();
    expect(row.getByText('Day 1')).toBeTruthy();
    expect(screen.getByText('Total spent').parentElement!.textContent).toContain('$49.20');
    expect(screen.getByText('In USD, converted with the ECB euro reference rates of 2025-02-28.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });

  it("says 'Everyone is square.' when nobody owes anything", async () => {
    const dinner = expense({ id: 1, title: 'Dinner', amount: 20, between: [OLGA] });
    renderPanel([permissions(true), expensesMock({ expenses: [dinner], total: 20 }), travellers, noEstimate]);
    expect(await screen.findByText('Everyone is square.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Payments to settle up' })).toBeNull();
  });

  it('says how many expenses are left out of the totals for want of a rate, and marks them', async () => {
    const dinner = expense({ id: 1, title: 'Dinner', amount: 20 });
    const tagine = expense({ id: 2, title: 'Tagine', amount: 150, currency: 'MAD', converted: null });
    const souk = expense({ id: 3, title: 'Souk', amount: 90, currency: 'MAD', converted: null, category: 'shopping' });
    renderPanel([permissions(true), expensesMock({ expenses: [dinner, tagine, souk], total: 20, unconverted: [2, 3] }), travellers, noEstimate]);
    expect(await screen.findByText('2 expenses are in currencies without a rate and are left out of the totals.')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Tagine' })).getByText('No rate for MAD')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Dinner' })).queryByText(/No rate/)).toBeNull();
  });

  it("puts the estimate beside spending in the chart's table, with its range", async () => {
    const dinner = expense({ id: 1, title: 'Dinner', amount: 48 });
    renderPanel([permissions(true), expensesMock({ expenses: [dinner], total: 48 }), travellers, estimate]);
    const table = within(await screen.findByRole('table', { name: 'Budget versus spent by category, in USD' }));
    const food = table.getByRole('row', { name: /Food and drink/ });
    expect(food.textContent).toContain('$100.00–$200.00');
    expect(food.textContent).toContain('$48.00');
    expect(screen.getByRole('img', { name: /Bar chart of budget versus spent by category/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'By day' }));
    const days = within(screen.getByRole('table', { name: 'Budget versus spent by day, in USD' }));
    expect(days.getAllByRole('row').map((row) => row.textContent)).toEqual(['DayEstimateSpent', 'Day 1$100.00–$166.67$48.00', 'Day 2$100.00–$166.67$0.00', 'Day 3$100.00–$166.67$0.00']);
  });

  it('draws spending alone when there is no estimate', async () => {
    const dinner = expense({ id: 1, title: 'Dinner', amount: 48 });
    renderPanel([permissions(true), expensesMock({ expenses: [dinner], total: 48 }), travellers, noEstimate]);
    const table = within(await screen.findByRole('table', { name: 'Spending by category, in USD' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual(['CategorySpent', 'Food and drink$48.00']);
    expect(screen.getByText('What was spent. There is no cost estimate for this trip to compare it with.')).toBeTruthy();
  });

  it('adds an expense split equally: in the trip currency, paid by the one adding it, everyone ticked', async () => {
    const input = { title: 'Dinner', amount: 49.2, currency: 'USD', paidById: OLGA, splitMode: 'equal', between: [OLGA, BEN], shares: null, category: 'food', day: 1 };
    const dinner = expense({ id: 1, title: 'Dinner', amount: 49.2 });
    const added = { request: { query: AddExpenseDocument, variables: { tripUuid: TRIP_UUID, input } }, result: { data: { addExpense: expensesResult({ expenses: [dinner], total: 49.2, settlements: [{ from: [BEN, 'ben'], to: [OLGA, 'olga'], amount: 24.6 }] }).tripExpenses } } };
    renderPanel([permissions(true), expensesMock({}), travellers, noEstimate, added]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add the first expense' }));
    const form = within(dialog());
    // A text field with suggestions (the ISO codes) is a combobox.
    expect((form.getByRole('combobox', { name: /Currency/ }) as HTMLInputElement).value).toBe('USD');
    expect(form.getByRole('combobox', { name: /Paid by/ }).textContent).toBe('olga');
    expect(form.getByRole('combobox', { name: 'Day' }).textContent).toBe('Whole trip');
    expect((form.getByRole('checkbox', { name: 'olga' }) as HTMLInputElement).checked).toBe(true);
    expect((form.getByRole('checkbox', { name: 'ben' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Dinner' } });
    fireEvent.change(form.getByRole('textbox', { name: /Amount/ }), { target: { value: '49.20' } });
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Day' }));
    fireEvent.click(screen.getByRole('option', { name: 'Day 1' }));
    fireEvent.click(form.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('ben pays olga $24.60')).toBeTruthy();
  });

  it('shows the running sum of a custom split, refuses one that does not add up, and sends the shares once it does', async () => {
    const input = { title: 'Taxi', amount: 40, currency: 'USD', paidById: OLGA, splitMode: 'custom', between: null, shares: [{ userId: OLGA, amount: 25 }, { userId: BEN, amount: 15 }], category: 'transport', day: null };
    const taxi = expense({ id: 1, title: 'Taxi', amount: 40, splitMode: 'custom', category: 'transport', day: null });
    const added = { request: { query: AddExpenseDocument, variables: { tripUuid: TRIP_UUID, input } }, result: { data: { addExpense: expensesResult({ expenses: [taxi], total: 40 }).tripExpenses } } };
    renderPanel([permissions(true), expensesMock({}), travellers, noEstimate, added]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add the first expense' }));
    const form = within(dialog());
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Taxi' } });
    fireEvent.change(form.getByRole('textbox', { name: /Amount/ }), { target: { value: '40' } });
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Transport' }));
    fireEvent.click(form.getByRole('radio', { name: 'Custom amounts' }));
    expect(form.queryByRole('checkbox')).toBeNull();
    fireEvent.change(form.getByRole('textbox', { name: "olga's share" }), { target: { value: '25' } });
    fireEvent.change(form.getByRole('textbox', { name: "ben's share" }), { target: { value: '10' } });
    expect(form.getByText('Shares add up to $35.00 of $40.00 ($5.00 left)')).toBeTruthy();

    fireEvent.click(form.getByRole('button', { name: 'Add expense' }));
    expect(form.getByRole('alert').textContent).toBe('The shares must add up to the amount');
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(form.getByRole('textbox', { name: "ben's share" }), { target: { value: '20' } });
    expect(form.getByText('Shares add up to $45.00 of $40.00 ($5.00 too much)')).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: "ben's share" }), { target: { value: '15' } });
    expect(form.getByText('Shares add up to $40.00 of $40.00')).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Taxi' })).toBeTruthy();
  });

  it("keeps the dialog and what was typed when the server refuses, and shows the server's reason", async () => {
    const input = { title: 'Gelato', amount: 6, currency: 'USD', paidById: OLGA, splitMode: 'equal', between: [OLGA, BEN], shares: null, category: 'food', day: null };
    const refused = { request: { query: AddExpenseDocument, variables: { tripUuid: TRIP_UUID, input } }, result: { errors: [new GraphQLError('Save the trip to your account first: expenses are shared between the travellers of a saved trip.', { extensions: { code: 'CONFLICT' } })] } };
    renderPanel([permissions(true), expensesMock({}), travellers, noEstimate, refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add the first expense' }));
    const form = within(dialog());
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Gelato' } });
    fireEvent.change(form.getByRole('textbox', { name: /Amount/ }), { target: { value: '6' } });
    fireEvent.click(form.getByRole('button', { name: 'Add expense' }));
    expect((await form.findByRole('alert')).textContent).toContain('Save the trip to your account first');
    expect((form.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Gelato');
  });

  it('asks before deleting, and keeps the expense on Cancel', async () => {
    const dinner = expense({ id: 1, title: 'Dinner', amount: 20 });
    renderPanel([permissions(true), expensesMock({ expenses: [dinner], total: 20 }), travellers, noEstimate]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dinner' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete “Dinner”' });
    expect(within(question).getByText(/Delete this expense\?/)).toBeTruthy();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Dinner' })).toBeTruthy();
  });

  it('opens an edit filled from the expense and saves the change', async () => {
    const dinner = expense({ id: 7, title: 'Dinner', amount: 49.2, paidById: BEN, paidByName: 'ben', between: [OLGA, BEN], day: 2 });
    const input = { title: 'Dinner', amount: 52, currency: 'USD', paidById: BEN, splitMode: 'equal', between: [OLGA, BEN], shares: null, category: 'food', day: 2 };
    const changed = { request: { query: UpdateExpenseDocument, variables: { tripUuid: TRIP_UUID, id: 7, input } }, result: { data: { updateExpense: expensesResult({ expenses: [{ ...dinner, amount: 52, converted: 52 }], total: 52 }).tripExpenses } } };
    renderPanel([permissions(true), expensesMock({ expenses: [dinner], total: 49.2 }), travellers, noEstimate, changed]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dinner' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit expense' }));
    expect((form.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Dinner');
    expect((form.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('49.20');
    expect(form.getByRole('combobox', { name: /Paid by/ }).textContent).toBe('ben');
    expect(form.getByRole('combobox', { name: 'Day' }).textContent).toBe('Day 2');
    fireEvent.change(form.getByRole('textbox', { name: /Amount/ }), { target: { value: '52' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByRole('listitem', { name: 'Dinner' })).findByText('$52.00')).toBeTruthy();
  });

  it('deletes an expense once asked, and shows what is left', async () => {
    const dinner = expense({ id: 1, title: 'Dinner', amount: 20 });
    const removed = { request: { query: DeleteExpenseDocument, variables: { tripUuid: TRIP_UUID, id: 1 } }, result: { data: { deleteExpense: expensesResult({}).tripExpenses } } };
    renderPanel([permissions(true), expensesMock({ expenses: [dinner], total: 20 }), travellers, noEstimate, removed]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dinner' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No expenses yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
