/**
 * The options every generation door takes besides the request itself: GraphQL as the
 * `seed` argument, REST as `?seed=` (query strings arrive as text, hence the number transform).
 */
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

/** GraphQL's Int is a signed 32-bit number; seeds are its non-negative half. */
export const MAX_SEED = 2_147_483_647;

@ArgsType()
export class GenerationOptionsArgs {
  @Field(() => Int, { nullable: true, description: `another seed (0 to ${MAX_SEED}) gives another plan ("Regenerate"); without one, the same request gets the same plan` })
  @Type(() => Number)
  @IsOptional()
  @Max(MAX_SEED, { message: `seed must be at most ${MAX_SEED}` })
  @Min(0, { message: 'seed must be at least 0' })
  @IsInt({ message: 'seed must be a whole number' })
  seed?: number | null;
}
