import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { User } from '../users/index.js';
import { Trip } from './trip.entity.js';

/** What a companion may do: an editor changes the trip and its wallet; a viewer reads them. */
export const COMPANION_ROLES = ['editor', 'viewer'] as const;
export type CompanionRole = (typeof COMPANION_ROLES)[number];

/**
 * A companion on someone's saved trip (issue 22). The owner stays trips.userId; a member row
 * gives one more account rights over the trip (trip-access.ts), and goes with the trip or the
 * account, whichever is deleted first.
 */
@Entity('trip_members')
@Unique('UQ_trip_members_trip_user', ['tripId', 'userId'])
export class TripMember {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  tripId: number;

  @ManyToOne(() => Trip, (trip) => trip.members, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tripId' })
  // Relation<>: trips and members refer to each other, and decorator metadata must not name Trip before it exists.
  trip?: Relation<Trip>;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  role: CompanionRole;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;
}
