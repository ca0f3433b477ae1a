import { Field, ObjectType } from 'type-graphql';
import type { TripChangeKind } from './trip-events.js';

@ObjectType({ description: 'A change to a trip, told to every page open on it: read the trip again to see it.' })
export class TripChangeEvent {
  @Field()
  tripUuid: string;

  @Field(() => String, { description: 'what changed: itinerary, plan (planned again or undone), wallet, companions or expenses' })
  kind: TripChangeKind;

  @Field(() => String, { nullable: true, description: "who made it; null for a browser without an account, and for those who may not see who is on the trip" })
  by: string | null;

  @Field({ description: 'when the change was stored (ISO 8601)' })
  at: string;
}
