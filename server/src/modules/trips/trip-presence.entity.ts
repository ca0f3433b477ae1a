import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Who has a trip open now (issue 22): one row per open page's live connection, on whichever
 * instance holds it. A row is refreshed while its connection lives and deleted when it closes;
 * an instance that dies leaves rows that stop being refreshed, and are ignored once stale.
 */
@Entity('trip_presence')
export class TripPresence {
  /** a random id per open connection */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  tripUuid: string;

  /** null for a page without an account */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  username: string | null;

  @Column({ type: 'timestamptz' })
  seenAt: Date;
}
