import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "What the asking browser or user may do on a trip's page." })
export class TripPermissions {
  @Field({ description: 'may edit the itinerary and add, edit and delete wallet items' })
  canEdit: boolean;
}
