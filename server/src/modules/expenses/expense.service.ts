/**
 * Expenses (issue 22): the trip's travellers record what they spent; everyone on the trip sees
 * who owes whom. Reading takes the trip's private side (ViewPrivate), recording takes the right
 * to change the trip (Edit), both decided in trips/trip-access.ts. Expenses need a saved trip:
 * the people who share costs are its owner and companions, each with an account.
 */
import { stringify } from 'csv-stringify/sync';
import dayjs from 'dayjs';
import type { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { inertCell } from '../../common/csv-cell.js';
import { requireUser, type Viewer } from '../auth/index.js';
import { requireTripRight, TripMember, TripRight, type Trip, type TripService } from '../trips/index.js';
import { User } from '../users/index.js';
import { CurrencyRate } from './currency-rate.entity.js';
import { DEFAULT_RATES_DATE, DEFAULT_RATES_SOURCE } from './default-rates.js';
import { TripExpense, type ExpenseSplit } from './expense.entity.js';
import type { CurrencyRateInput, ExpenseInput } from './expense.inputs.js';
import { summarise, type Rates } from './expense-summary.js';
import type { CurrencyRateView, TripCostEstimate, TripExpenses } from './expense.types.js';
import { estimateCost, headcountOf } from './cost-estimate.js';
import type { LoadedDestination } from '../guide/index.js';
import { placeKey, placeKeyOfTitle } from '../planner/index.js';

/** Enough for any real trip; a bound so that one trip cannot grow without end. */
export const MAX_EXPENSES_PER_TRIP = 2000;
const EXPENSES_ARE_PRIVATE = "A trip's expenses are private: only the trip's own travellers can see them";
const ONLY_EDITORS = "Only the trip's owner and its editors can record expenses";

export class ExpenseService {
  private readonly expenses: Repository<TripExpense>;
  private readonly rates: Repository<CurrencyRate>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly trips: TripService,
    /** the guide's destination for a trip, when the guide covers it: its places' prices go into the estimate */
    private readonly guideFor: (trip: Pick<Trip, 'destination' | 'country'>) => LoadedDestination | undefined = () => undefined,
  ) {
    this.expenses = dataSource.getRepository(TripExpense);
    this.rates = dataSource.getRepository(CurrencyRate);
  }

  async summary(tripUuid: string, viewer: Viewer): Promise<TripExpenses> {
    const trip = requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.ViewPrivate, EXPENSES_ARE_PRIVATE);
    const [rows, travellers, rates] = await Promise.all([this.expenses.find({ where: { tripId: trip.id }, order: { day: 'ASC', id: 'ASC' } }), this.travellers(trip), this.currentRates()]);
    const wanted = (trip.preferences?.currency ?? 'EUR').toUpperCase();
    return summarise(rows, travellers, rates.perEuro.has(wanted) ? wanted : 'EUR', rates);
  }

  async add(tripUuid: string, input: ExpenseInput, viewer: Viewer): Promise<TripExpenses> {
    const user = requireUser(viewer);
    const trip = await this.editable(tripUuid, viewer);
    if ((await this.expenses.countBy({ tripId: trip.id })) >= MAX_EXPENSES_PER_TRIP) throw new AppError('conflict', `A trip can hold at most ${MAX_EXPENSES_PER_TRIP} expenses.`);
    const fields = await this.checked(trip, input);
    await this.expenses.insert({ ...fields, tripId: trip.id, createdById: user.id });
    await this.trips.announce(trip.uuid, 'expenses', viewer);
    return this.summary(tripUuid, viewer);
  }

  async update(tripUuid: string, id: number, input: ExpenseInput, viewer: Viewer): Promise<TripExpenses> {
    const trip = await this.editable(tripUuid, viewer);
    const expense = await this.find(trip, id);
    await this.expenses.update({ id: expense.id }, await this.checked(trip, input));
    await this.trips.announce(trip.uuid, 'expenses', viewer);
    return this.summary(tripUuid, viewer);
  }

  async remove(tripUuid: string, id: number, viewer: Viewer): Promise<TripExpenses> {
    const trip = await this.editable(tripUuid, viewer);
    await this.expenses.delete({ id: (await this.find(trip, id)).id });
    await this.trips.announce(trip.uuid, 'expenses', viewer);
    return this.summary(tripUuid, viewer);
  }

  /** The expenses as a spreadsheet: one row per traveller's share, so totals can be pivoted either way. */
  async csv(tripUuid: string, viewer: Viewer): Promise<{ fileName: string; content: string }> {
    const summary = await this.summary(tripUuid, viewer);
    const trip = await this.trips.getByUuid(tripUuid);
    const names = await this.travellers(trip);
    const rows = summary.expenses.flatMap((expense) =>
      expense.shares.map((share) => [expense.day ?? '', expense.title, expense.category, expense.amount.toFixed(2), expense.currency, expense.paidByName, names.get(share.userId) ?? 'a former traveller', share.amount.toFixed(2), expense.converted == null ? '' : expense.converted.toFixed(2), summary.currency, dayjs(expense.createdAt).format('YYYY-MM-DD')]),
    );
    const content = stringify(rows, {
      header: true,
      columns: ['Day', 'Title', 'Category', 'Amount', 'Currency', 'Paid by', 'For', 'Share', 'Amount converted', 'Converted to', 'Recorded'],
      cast: { string: inertCell },
    });
    const slug = trip.destination.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'trip';
    return { fileName: `expenses-${slug}.csv`, content };
  }

  /** What the trip will roughly cost; anyone who can see the trip can see it (it holds nothing private). */
  async estimate(tripUuid: string): Promise<TripCostEstimate> {
    const trip = await this.trips.getByUuid(tripUuid);
    const rates = await this.currentRates();
    const wanted = (trip.preferences?.currency ?? 'EUR').toUpperCase();
    const guide = this.guideFor(trip);
    const prices = new Map((guide?.places ?? []).map((place) => [placeKey(place.name), place.price]));
    return estimateCost({
      itinerary: trip.itinerary,
      stays: trip.accommodations,
      budgetLevel: trip.preferences?.budgetLevel ?? 3,
      people: headcountOf(trip.preferences?.travelers ?? '1'),
      ticketPrice: (title) => prices.get(placeKeyOfTitle(title)),
      currency: rates.perEuro.has(wanted) ? wanted : 'EUR',
      destinationCurrency: (trip.destinationOverview?.currency ?? trip.accommodations[0]?.currency ?? 'EUR').toUpperCase(),
      rates,
    });
  }

  async currencyRates(): Promise<CurrencyRateView[]> {
    return (await this.rates.find({ order: { currency: 'ASC' } })).map(({ currency, perEuro, source, asOf }) => ({ currency, perEuro, source, asOf }));
  }

  /** An operator's rate replaces the shipped one for that currency. The admin guard is the resolver's and the route's. */
  async setRate(input: CurrencyRateInput): Promise<CurrencyRateView> {
    const row = { currency: input.currency, perEuro: input.perEuro, source: 'set by the operator', asOf: dayjs().format('YYYY-MM-DD') };
    await this.rates.upsert(row, ['currency']);
    return row;
  }

  private async currentRates(): Promise<Rates> {
    const rows = await this.rates.find();
    const perEuro = new Map(rows.map((row) => [row.currency, row.perEuro]));
    perEuro.set('EUR', 1);
    const operator = rows.filter((row) => row.source !== DEFAULT_RATES_SOURCE);
    const note = operator.length === 0 ? `ECB euro reference rates of ${DEFAULT_RATES_DATE}` : `ECB euro reference rates of ${DEFAULT_RATES_DATE}, with ${operator.length} set by the operator (latest ${operator.map((row) => row.asOf).sort().pop()})`;
    return { perEuro, note };
  }

  private async editable(tripUuid: string, viewer: Viewer): Promise<Trip> {
    const trip = requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.Edit, ONLY_EDITORS);
    if (trip.userId == null) throw new AppError('conflict', 'Save the trip to your account first: expenses are shared between the travellers of a saved trip.');
    return trip;
  }

  private async find(trip: Trip, id: number): Promise<TripExpense> {
    const expense = Number.isInteger(id) && id > 0 ? await this.expenses.findOneBy({ id, tripId: trip.id }) : null;
    if (!expense) throw new AppError('not_found', 'Expense not found');
    return expense;
  }

  /** The trip's travellers: its owner and companions, by user id. */
  private async travellers(trip: Trip): Promise<Map<number, string>> {
    const ids = [...(trip.userId == null ? [] : [trip.userId]), ...(trip.members ?? []).map((member: TripMember) => member.userId)];
    if (ids.length === 0) return new Map();
    const users = await this.dataSource.getRepository(User).createQueryBuilder('u').select(['u.id', 'u.username']).where('u.id IN (:...ids)', { ids }).getMany();
    const byId = new Map(users.map((user) => [user.id, user.username]));
    return new Map(ids.filter((id) => byId.has(id)).map((id) => [id, byId.get(id)!]));
  }

  /** The rules that need the trip: who is on it, its days, and custom shares that add up. */
  private async checked(trip: Trip, input: ExpenseInput): Promise<Omit<TripExpense, 'id' | 'tripId' | 'createdById' | 'createdAt' | 'updatedAt'>> {
    const travellers = await this.travellers(trip);
    const onTrip = (userId: number, what: string) => {
      if (!travellers.has(userId)) throw new AppError('validation_failed', `${what} must be one of the trip's travellers (user ${userId} is not on this trip)`);
    };
    onTrip(input.paidById, 'Who paid');
    const days = trip.itinerary.length;
    if (input.day != null && input.day > days) throw new AppError('validation_failed', `Day must be between 1 and ${days}: this trip has ${days} days`);
    let split: ExpenseSplit;
    if (input.splitMode === 'equal') {
      const between = [...new Set(input.between ?? [...travellers.keys()])];
      if (between.length === 0) throw new AppError('validation_failed', 'An equal split needs at least one traveller to share it');
      between.forEach((userId) => onTrip(userId, 'Everyone sharing it'));
      split = { mode: 'equal', between };
    } else {
      const shares = input.shares ?? [];
      if (shares.length === 0) throw new AppError('validation_failed', 'A custom split needs each traveller’s share');
      if (new Set(shares.map((share) => share.userId)).size !== shares.length) throw new AppError('validation_failed', 'A custom split names each traveller once');
      shares.forEach((share) => onTrip(share.userId, 'Everyone with a share'));
      const cents = shares.reduce((sum, share) => sum + Math.round(share.amount * 100), 0);
      if (cents !== Math.round(input.amount * 100)) throw new AppError('validation_failed', `The shares add up to ${(cents / 100).toFixed(2)}, not the amount of ${input.amount.toFixed(2)}`);
      split = { mode: 'custom', shares: shares.map((share) => ({ userId: share.userId, amount: share.amount })) };
    }
    return { title: input.title, amount: input.amount, currency: input.currency, paidById: input.paidById, paidByName: travellers.get(input.paidById)!, split, category: input.category, day: input.day ?? null };
  }
}
