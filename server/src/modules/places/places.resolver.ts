import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PlacePhotoArgs, PlaceSearchArgs } from './places.inputs.js';
import { PlacePhoto, PlaceSearchResult } from './places.types.js';

@Resolver()
export class PlacesResolver {
  @Query(() => PlaceSearchResult, { description: 'The best matching place and its photo (GET /api/places/search).' })
  placeSearch(@Args() { query }: PlaceSearchArgs, @Ctx() { services }: GraphQLContext): Promise<PlaceSearchResult> {
    return services.places.search(query);
  }

  @Query(() => PlacePhoto, { description: "A place's photo at the given width (GET /api/places/photo)." })
  async placePhoto(@Args() { placeId, maxWidth }: PlacePhotoArgs, @Ctx() { services }: GraphQLContext): Promise<PlacePhoto> {
    return { photoUrl: await services.places.photo(placeId, maxWidth) };
  }
}
