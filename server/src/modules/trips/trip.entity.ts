import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/index.js';
import { TripMember } from './trip-member.entity.js';
import { Accommodation, DestinationOverview, ItineraryDay, Preferences } from './trip.types.js';

@ObjectType({ description: 'A generated trip. Without a user it is temporary; saving gives it an owner.' })
@Entity('trips')
export class Trip {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'uuid', unique: true })
  uuid: string;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  /** companions on a saved trip (issue 22); loaded where rights are decided (TripService.getByUuid) */
  @OneToMany(() => TripMember, (member) => member.trip)
  members?: TripMember[];

  @Field()
  @Column({ type: 'varchar', length: 200 })
  destination: string;

  @Field()
  @Column({ type: 'varchar', length: 100, default: '' })
  country: string;

  @Field(() => String, { nullable: true, description: 'ISO date (YYYY-MM-DD)' })
  @Column({ type: 'text', nullable: true })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (YYYY-MM-DD)' })
  @Column({ type: 'text', nullable: true })
  endDate: string | null;

  @Field(() => Preferences)
  @Column({ type: 'jsonb', default: () => "'{}'" })
  preferences: Preferences;

  // GraphQL reads it through TripResolver.itinerary, which gives every activity its id.
  @Column({ type: 'jsonb', default: () => "'[]'" })
  itinerary: ItineraryDay[];

  @Field(() => Int, { description: 'How many times the itinerary has changed. An edit names the revision it was made on, so that changes made since can be told apart (see editTripItinerary).' })
  @Column({ type: 'integer', default: 0 })
  revision: number;

  /** the revision at which the whole plan was last replaced (Modify Trip or its undo): edits made on an older revision name activities of another plan */
  @Column({ type: 'integer', default: 0 })
  planRevision: number;

  @Field(() => [Accommodation])
  @Column({ type: 'jsonb', default: () => "'[]'" })
  accommodations: Accommodation[];

  @Field(() => DestinationOverview, { nullable: true })
  @Column({ type: 'jsonb', nullable: true })
  destinationOverview: DestinationOverview | null;

  @Field()
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @Column({ type: 'boolean', default: false })
  saved: boolean;

  /** the legacy trip-level wallet text (docs/product/accounts-admin.md, section 3); wallet items live in wallet_items */
  @Column({ type: 'text', nullable: true })
  wallet: string | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  isFeaturedTrip: boolean;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  featuredImage: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  customHeader: string | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  isPopularDestination: boolean;

  /** the storage key of an uploaded featured image (featuredImage then holds its address) */
  @Column({ type: 'varchar', length: 255, nullable: true })
  featuredImageKey: string | null;

  /** the uploaded featured image's checked content type */
  @Column({ type: 'varchar', length: 50, nullable: true })
  featuredImageType: string | null;

  /** hash of the signed browser id of whoever generated the trip; grants edit rights */
  @Column({ type: 'varchar', length: 64, nullable: true })
  creatorKey: string | null;

  /** the itinerary as it was last generated: what differs from it now is the traveller's own editing */
  @Column({ type: 'jsonb', nullable: true })
  generatedItinerary: ItineraryDay[] | null;

  /** the plan the last regeneration replaced, kept so that it can be undone */
  @Column({ type: 'jsonb', nullable: true })
  previousPlan: TripPlanSnapshot | null;
}

/** The columns a regeneration replaces and an undo restores; a saved copy starts from them too. */
export function planOf(trip: Trip): TripPlanSnapshot {
  return {
    destination: trip.destination,
    country: trip.country,
    startDate: trip.startDate,
    endDate: trip.endDate,
    preferences: trip.preferences,
    itinerary: trip.itinerary,
    accommodations: trip.accommodations,
    destinationOverview: trip.destinationOverview,
    generatedItinerary: trip.generatedItinerary,
  };
}

/** The part of a trip that a regeneration replaces (Modify Trip), and an undo puts back. */
export interface TripPlanSnapshot {
  destination: string;
  country: string;
  startDate: string | null;
  endDate: string | null;
  preferences: Preferences;
  itinerary: ItineraryDay[];
  accommodations: Accommodation[];
  destinationOverview: DestinationOverview | null;
  generatedItinerary: ItineraryDay[] | null;
}
