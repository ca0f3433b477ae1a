import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Viewer } from '../auth/index.js';
import { CurrencyRateInput, ExpenseInput } from './expense.inputs.js';
import type { ExpenseService } from './expense.service.js';
import { CurrencyRateView, TripCostEstimate, TripExpenses } from './expense.types.js';

interface ExpenseContext {
  services: { expenses: ExpenseService };
  viewer: Viewer;
}

@Resolver()
export class ExpenseResolver {
  @Query(() => TripExpenses, { description: "A trip's expenses, balances, the fewest payments that settle up, and spending by category and day. For the trip's own travellers (FORBIDDEN otherwise). The CSV is at GET /api/trips/{uuid}/expenses.csv." })
  tripExpenses(@Arg('tripUuid') tripUuid: string, @Ctx() { services, viewer }: ExpenseContext): Promise<TripExpenses> {
    return services.expenses.summary(tripUuid, viewer);
  }

  @Mutation(() => TripExpenses, { description: "Records an expense on a saved trip (its owner and editors); answers with the trip's expenses." })
  @Authorized()
  addExpense(@Arg('tripUuid') tripUuid: string, @Arg('input', () => ExpenseInput) input: ExpenseInput, @Ctx() { services, viewer }: ExpenseContext): Promise<TripExpenses> {
    return services.expenses.add(tripUuid, input, viewer);
  }

  @Mutation(() => TripExpenses, { description: "Replaces an expense's fields." })
  @Authorized()
  updateExpense(@Arg('tripUuid') tripUuid: string, @Arg('id', () => Int) id: number, @Arg('input', () => ExpenseInput) input: ExpenseInput, @Ctx() { services, viewer }: ExpenseContext): Promise<TripExpenses> {
    return services.expenses.update(tripUuid, id, input, viewer);
  }

  @Mutation(() => TripExpenses, { description: 'Deletes an expense.' })
  @Authorized()
  deleteExpense(@Arg('tripUuid') tripUuid: string, @Arg('id', () => Int) id: number, @Ctx() { services, viewer }: ExpenseContext): Promise<TripExpenses> {
    return services.expenses.remove(tripUuid, id, viewer);
  }

  @Query(() => TripCostEstimate, { description: 'What the trip will roughly cost, as a range by part (stays, meals, tickets, getting around), with what each is based on.' })
  tripCostEstimate(@Arg('tripUuid') tripUuid: string, @Ctx() { services }: ExpenseContext): Promise<TripCostEstimate> {
    return services.expenses.estimate(tripUuid);
  }

  @Query(() => [CurrencyRateView], { description: 'The conversion rates expenses are summed with: units per euro, with their source and day.' })
  currencyRates(@Ctx() { services }: ExpenseContext): Promise<CurrencyRateView[]> {
    return services.expenses.currencyRates();
  }

  @Mutation(() => CurrencyRateView, { description: "Sets a currency's rate (units per euro). Admins only." })
  @Authorized('admin')
  adminSetCurrencyRate(@Arg('input', () => CurrencyRateInput) input: CurrencyRateInput, @Ctx() { services }: ExpenseContext): Promise<CurrencyRateView> {
    return services.expenses.setRate(input);
  }
}
