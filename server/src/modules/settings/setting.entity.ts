import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One admin setting per row, keyed by name; values are JSON so each keeps its type. */
@Entity('settings')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
