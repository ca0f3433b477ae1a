/** The GraphQL shapes of autocomplete (traveller spec, section 3: "Destination suggestion"). */
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A destination to offer while the traveller types.' })
export class DestinationSuggestion {
  @Field({ description: 'e.g. "Paris, France"; just "Singapore" when place and country share the name' })
  displayName: string;

  @Field({ description: 'the place, e.g. "Paris"' })
  destination: string;

  @Field({ description: 'the country in English, e.g. "France"' })
  country: string;
}

@ObjectType()
export class DestinationSuggestions {
  @Field(() => [DestinationSuggestion], { description: 'covered destinations first, then by population' })
  suggestions: DestinationSuggestion[];
}
