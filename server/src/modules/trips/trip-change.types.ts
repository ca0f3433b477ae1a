import { Field, Int, ObjectType } from 'type-graphql';
import type { TripChangeKind } from './trip-events.js';

@ObjectType({ description: 'A change to a trip, told to every page open on it: read the trip again to see it.' })
export class TripChangeEvent {
  @Field()
  tripUuid: string;

  @Field(() => String, { description: 'what changed: itinerary, plan (planned again or undone), wallet, companions or expenses; presence when someone opened or closed the trip (read tripViewers again)' })
  kind: TripChangeKind;

  @Field(() => String, { nullable: true, description: "who made it; null for a browser without an account, and for those who may not see who is on the trip" })
  by: string | null;

  @Field({ description: 'when the change was stored (ISO 8601)' })
  at: string;
}

@ObjectType({ description: 'Someone with the trip open now.' })
export class TripViewer {
  @Field(() => String, { nullable: true, description: 'their username; null for the pages without an account, together' })
  username: string | null;

  @Field(() => Int, { description: 'how many pages they have open on it' })
  pages: number;
}
