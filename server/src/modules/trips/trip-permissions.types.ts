import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "What the asking browser or user may do on a trip's page." })
export class TripPermissions {
  @Field({ description: 'may edit the itinerary and add, edit and delete wallet items' })
  canEdit: boolean;

  @Field({ description: "may read the trip's wallet and its documents, and see its companions" })
  canViewWallet: boolean;

  @Field({ description: 'may invite companions and remove them (the owner)' })
  canShare: boolean;

  @Field(() => String, { nullable: true, description: "the asker's part in the trip: owner, editor or viewer; null for anyone else" })
  role: string | null;
}
