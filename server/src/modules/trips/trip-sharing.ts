/**
 * Who is on a trip, as its travellers see it (issue 22): the owner, the companions with their
 * parts, and the asker's own part. Only those who may read the trip's private side get it.
 */
import { Field, Int, ObjectType } from 'type-graphql';
import type { Trip } from './trip.entity.js';
import type { CompanionRole } from './trip-member.entity.js';

@ObjectType({ description: 'A companion on a trip.' })
export class TripCompanion {
  @Field(() => Int)
  userId: number;

  @Field()
  username: string;

  @Field(() => String, { description: 'editor (changes the trip and its wallet) or viewer (reads them)' })
  role: CompanionRole;

  @Field()
  joinedAt: Date;
}

@ObjectType({ description: "Who is on a trip: its owner and companions. Given only to the trip's own travellers." })
export class TripSharing {
  @Field(() => String, { nullable: true, description: "the owner's username; null for a trip not yet saved" })
  owner: string | null;

  @Field(() => [TripCompanion])
  companions: TripCompanion[];

  @Field(() => String, { nullable: true, description: "the asker's part: owner, editor or viewer" })
  role: string | null;
}

/** The sharing of a trip loaded with its owner and its members' accounts. */
export function sharingOf(trip: Pick<Trip, 'user' | 'members'>, role: string | null): TripSharing {
  const companions = (trip.members ?? []).map((member) => ({ userId: member.userId, username: member.user?.username ?? '', role: member.role, joinedAt: member.joinedAt }));
  return { owner: trip.user?.username ?? null, companions, role };
}
