/** The GraphQL doors into the generation pipeline; the same inputs, seed and errors as the REST ones (generation.routes.ts). */
import { Arg, Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { creatorKeyOf } from '../../web/browser-identity.js';
import { Trip } from '../trips/index.js';
import { GenerateTripInput } from './generate-trip.inputs.js';
import { GenerationOptionsArgs } from './generation-options.inputs.js';

@Resolver(() => Trip)
export class GenerationResolver {
  @Mutation(() => Trip, { description: 'Plans a trip and stores it; the browser that asked may edit it.' })
  generateTrip(
    @Arg('input', () => GenerateTripInput) input: GenerateTripInput,
    @Args(() => GenerationOptionsArgs) { seed }: GenerationOptionsArgs,
    @Ctx() { services, viewer, ensureBrowserId, signal }: GraphQLContext,
  ): Promise<Trip> {
    return services.tripGeneration.generate(input, { creatorKey: creatorKeyOf(ensureBrowserId()), userId: viewer.user?.id }, { seed: seed ?? undefined, signal });
  }

  @Mutation(() => Trip, {
    description:
      "Modify Trip: plans the trip again from a changed request and replaces its plan in place (same uuid, owner and wallet). The traveller's manual edits (Trip.manualEdits) are replaced; undoTripRegeneration puts the old plan back. Only the trip's editors may (FORBIDDEN otherwise).",
  })
  regenerateTrip(
    @Arg('uuid') uuid: string,
    @Arg('input', () => GenerateTripInput) input: GenerateTripInput,
    @Args(() => GenerationOptionsArgs) { seed }: GenerationOptionsArgs,
    @Ctx() { services, viewer, signal }: GraphQLContext,
  ): Promise<Trip> {
    return services.tripGeneration.regenerate(uuid, input, viewer, { seed: seed ?? undefined, signal });
  }

  @Mutation(() => Trip, { description: "Puts back the plan the last regenerateTrip replaced. CONFLICT when there is none; only the trip's editors may." })
  undoTripRegeneration(@Arg('uuid') uuid: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Trip> {
    return services.tripGeneration.undoRegeneration(uuid, viewer);
  }
}
