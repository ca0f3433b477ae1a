import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * How many units of a currency one euro buys, as the operator last set it (issue 22). Shipped
 * with the ECB reference rates of one day (default-rates.ts); an admin can replace any of them.
 */
@Entity('currency_rates')
export class CurrencyRate {
  @PrimaryColumn({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'numeric', precision: 18, scale: 6, transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  perEuro: number;

  /** where the figure comes from, as shown to travellers: "ECB reference rate" or "set by the operator" */
  @Column({ type: 'varchar', length: 200 })
  source: string;

  /** the day the figure is for (YYYY-MM-DD) */
  @Column({ type: 'varchar', length: 10 })
  asOf: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
