/**
 * The expenses module's public surface (issue 22): what a trip's travellers spent, who owes whom,
 * and the currency rates used to sum it.
 */
export { CurrencyRate } from './currency-rate.entity.js';
export { TripExpense } from './expense.entity.js';
export { ExpenseResolver } from './expense.resolver.js';
export { expenseRoutes } from './expense.routes.js';
export { ExpenseService } from './expense.service.js';
