import type { ValueTransformer } from 'typeorm';

/** numeric columns come back from pg as strings: money is read as a number of the currency's units. */
export const moneyColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value == null ? null : Number(value)),
};
