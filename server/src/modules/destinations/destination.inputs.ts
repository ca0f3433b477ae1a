import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { DEFAULT_SUGGESTION_LIMIT, MAX_SUGGESTION_LIMIT } from './destination.service.js';

/** Autocomplete's arguments; REST passes them as ?q=&limit= (docs/product/traveller.md, section 7). */
@ArgsType()
export class DestinationSuggestionsArgs {
  @Field({ description: 'what the traveller has typed; fewer than 2 characters suggest nothing' })
  @MaxLength(100, { message: 'query (q) must be at most 100 characters' })
  @IsString({ message: 'query (q) must be a string' })
  query: string;

  @Field(() => Int, { defaultValue: DEFAULT_SUGGESTION_LIMIT, description: `at most ${MAX_SUGGESTION_LIMIT}` })
  @Type(() => Number)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_SUGGESTION_LIMIT)
  limit?: number;
}
