import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A place search result. Both fields are null when the place is unknown, or when place photos are not configured: the client then uses its offline art.' })
export class PlaceSearchResult {
  @Field(() => String, { nullable: true })
  placeId: string | null;

  @Field(() => String, { nullable: true, description: 'our own URL for the photo (/api/places/media/...?maxWidth=400); never a URL with a key' })
  photoUrl: string | null;
}

@ObjectType({ description: "A place's photo, or null when it has none or place photos are not configured." })
export class PlacePhoto {
  @Field(() => String, { nullable: true })
  photoUrl: string | null;
}
