import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Trip } from '../trips/index.js';
import { User } from '../users/index.js';
import { moneyColumn } from '../../common/money-column.js';

export const EXPENSE_CATEGORIES = ['stay', 'transport', 'food', 'activities', 'shopping', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Who an expense was for: everyone named, in equal parts, or each their own amount (in the expense's currency). */
export type ExpenseSplit = { mode: 'equal'; between: number[] } | { mode: 'custom'; shares: Array<{ userId: number; amount: number }> };


/**
 * What a traveller actually spent on a trip (issue 22): who paid, how much in which currency,
 * and for whom. Amounts are kept as entered; conversion happens when balances are worked out,
 * with the rates of the day the operator last set (currency-rate.entity.ts).
 */
@Entity('trip_expenses')
export class TripExpense {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  tripId: number;

  @ManyToOne(() => Trip, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tripId' })
  trip?: Trip;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: moneyColumn })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** the traveller who paid; null once their account is gone (paidByName keeps who it was) */
  @Column({ type: 'integer', nullable: true })
  paidById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'paidById' })
  paidBy?: User | null;

  @Column({ type: 'varchar', length: 100 })
  paidByName: string;

  @Column({ type: 'jsonb' })
  split: ExpenseSplit;

  @Column({ type: 'varchar', length: 20 })
  category: ExpenseCategory;

  /** the trip's day it belongs to, 1 to N; null for the trip as a whole */
  @Column({ type: 'integer', nullable: true })
  day: number | null;

  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
