import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Trip } from '../trips/index.js';
import type { CompanionRole } from '../trips/index.js';
import { User } from '../users/index.js';

/**
 * An invitation to join a saved trip as a companion (issue 22). Only the token's SHA-256 is
 * kept: the link itself is shown once, to the owner who made it, and mailed when an address is
 * given. It is spent by one acceptance, lapses at expiresAt, and the owner may withdraw it.
 */
@Entity('trip_invitations')
export class TripInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  tripId: number;

  @ManyToOne(() => Trip, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tripId' })
  trip?: Trip;

  @Column({ type: 'varchar', length: 10 })
  role: CompanionRole;

  /** the address it was mailed to; only that account may accept it. Null for a link to pass on. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'integer' })
  invitedById: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invitedById' })
  invitedBy?: User;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  acceptedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'acceptedById' })
  acceptedBy?: User | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
