import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A model's validated answer, kept so that an identical request within the admin's cache
 * window (tripCacheDuration days) reuses it instead of asking the model again.
 */
@Entity('ai_responses')
export class AiResponse {
  /** sha-256 of the purpose, the model and the normalised request */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 50 })
  purpose: string;

  @Column({ type: 'varchar', length: 200 })
  model: string;

  @Column({ type: 'jsonb' })
  response: unknown;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
