import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * rate-limiter-flexible's PostgreSQL store, in the exact shape that library queries
 * (key, points, expire in epoch ms). Declared as an entity so a migration creates it and the
 * library never runs DDL itself. Instances sharing a database share these counters.
 */
@Entity('rate_limits')
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  points: number;

  @Column({ type: 'bigint', nullable: true })
  expire: string | null;
}
