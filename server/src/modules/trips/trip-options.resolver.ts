import { Query, Resolver } from 'type-graphql';
import { tripOptionLists } from './trip-options.js';
import { TripOptions } from './trip-options.types.js';

@Resolver()
export class TripOptionsResolver {
  @Query(() => TripOptions, { description: "The interests, parties ('Who?'), travel styles, activities, stays and budget levels a traveller can choose from." })
  tripOptions(): TripOptions {
    return tripOptionLists();
  }
}
