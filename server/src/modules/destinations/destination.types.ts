/** The GraphQL shapes of autocomplete (docs/product/traveller.md, section 3: "Destination suggestion"). */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A destination to offer while the traveller types.' })
export class DestinationSuggestion {
  @Field({ description: 'e.g. "Paris, France"; just "Singapore" when place and country share the name' })
  displayName: string;

  @Field({ description: 'the place, e.g. "Paris"' })
  destination: string;

  @Field({ description: 'the country in English, e.g. "France"' })
  country: string;

  @Field({ description: 'a trip there can be planned now: our destination guide covers it, or this instance has an AI model to plan anywhere' })
  plannable: boolean;
}

@ObjectType()
export class DestinationSuggestions {
  @Field(() => [DestinationSuggestion], { description: 'covered destinations first, then by population' })
  suggestions: DestinationSuggestion[];
}

@ObjectType({ description: 'What this instance can plan: the About page states these numbers.' })
export class DestinationCoverage {
  @Field(() => Int, { description: 'destinations in the offline destination guide' })
  guideDestinations: number;

  @Field(() => Int, { description: 'countries those destinations are in' })
  guideCountries: number;

  @Field({ description: 'an AI model is configured, so places outside the guide can be planned too' })
  plansAnywhere: boolean;
}
