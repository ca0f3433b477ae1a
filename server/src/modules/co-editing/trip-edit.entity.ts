import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Trip } from '../trips/index.js';
import { User } from '../users/index.js';
import type { ItineraryOperation, OperationConflict } from './edit-operations.js';

export const TRIP_EDIT_KINDS = ['add', 'update', 'remove', 'move', 'replace', 'plan', 'undo'] as const;
export type TripEditKind = (typeof TRIP_EDIT_KINDS)[number];

/**
 * One stored change to a trip's itinerary (issue 22): the trip's history, and the ledger that
 * conflicts are decided from. Each has the trip revision it made; `touched` says which fields of
 * which activities it changed, so an edit based on an older revision can tell whether someone
 * changed the same field first. `inverse` is what undoes it.
 */
@Entity('trip_edits')
@Unique('UQ_trip_edits_trip_revision', ['tripId', 'revision'])
export class TripEdit {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  tripId: number;

  @ManyToOne(() => Trip, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tripId' })
  trip?: Trip;

  /** the trip's revision after this change */
  @Column({ type: 'integer' })
  revision: number;

  @Column({ type: 'varchar', length: 10 })
  kind: TripEditKind;

  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  /** who may undo it: 'user:<id>', or 'browser:<creator key>' for the browser that generated a temporary trip */
  @Column({ type: 'varchar', length: 80 })
  authorKey: string;

  /** the username, kept as it was when the change was made; null for a browser without an account */
  @Column({ type: 'varchar', length: 100, nullable: true })
  authorName: string | null;

  /** the change in words ('changed the time of "Opera House" to 11:00') */
  @Column({ type: 'varchar', length: 600 })
  summary: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  operations: ItineraryOperation[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  inverse: ItineraryOperation[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  touched: string[];

  /** what the change asked for but did not get, because someone changed it first */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  conflicts: OperationConflict[];

  /** the undo that took it back, if any */
  @Column({ type: 'integer', nullable: true })
  undoneByRevision: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
