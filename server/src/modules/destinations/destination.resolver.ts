import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { DestinationSuggestionsArgs } from './destination.inputs.js';
import { DestinationCoverage, DestinationSuggestions } from './destination.types.js';

@Resolver()
export class DestinationResolver {
  @Query(() => DestinationSuggestions, { description: 'Destinations matching what the traveller has typed so far.' })
  destinationSuggestions(@Args() { query, limit }: DestinationSuggestionsArgs, @Ctx() { services }: GraphQLContext): DestinationSuggestions {
    return { suggestions: services.destinations.suggest(query, limit) };
  }

  @Query(() => DestinationCoverage, { description: 'How many destinations the guide covers, and whether anywhere else can be planned.' })
  destinationCoverage(@Ctx() { services }: GraphQLContext): DestinationCoverage {
    return services.destinations.coverage();
  }
}
