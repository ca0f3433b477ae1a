import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { validateListWith } from '../../graphql/validate-arguments.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireUser } from '../auth/index.js';
import { validateItinerary } from './itinerary-update.js';
import { ItineraryDayInput } from './itinerary.inputs.js';
import { Trip } from './trip.entity.js';
import { manualEditsOf } from './trip-manual-edits.js';
import { TripPermissions } from './trip-permissions.types.js';
import { TripSharing } from './trip-sharing.js';
import { TripChangeEvent } from './trip-change.types.js';
import type { TripChange } from './trip-events.js';

@Resolver(() => Trip)
export class TripResolver {
  @Query(() => Trip, { description: 'A trip by its uuid. Fails with NOT_FOUND for an unknown or malformed id.' })
  trip(@Arg('uuid') uuid: string, @Ctx() { services }: GraphQLContext): Promise<Trip> {
    return services.trips.getByUuid(uuid);
  }

  @Subscription(() => TripChangeEvent, {
    description: 'Every change to a trip from now on (over WebSocket, graphql-ws protocol, at /graphql): its plan, wallet, companions or expenses. Works across instances sharing a PostgreSQL.',
    subscribe: ({ args, context }) => (context as GraphQLContext).services.trips.changes(String(args.tripUuid), (context as GraphQLContext).viewer),
  })
  tripChanged(@Arg('tripUuid') _tripUuid: string, @Root() change: TripChange): TripChangeEvent {
    return change;
  }

  @Query(() => [Trip], { description: "Featured trips for the home page's 'Be Inspired' carousel." })
  featuredTrips(@Ctx() { services }: GraphQLContext): Promise<Trip[]> {
    return services.trips.featured();
  }

  @Query(() => [Trip], { description: 'Popular destinations for the home page.' })
  popularDestinations(@Ctx() { services }: GraphQLContext): Promise<Trip[]> {
    return services.trips.popularDestinations();
  }

  @Query(() => TripPermissions, { description: 'Whether the asking browser or user may change the trip: its itinerary and its wallet.' })
  tripPermissions(@Arg('tripUuid') tripUuid: string, @Ctx() context: GraphQLContext): Promise<TripPermissions> {
    return context.services.trips.permissions(tripUuid, context.viewer);
  }

  @FieldResolver(() => [String], { description: "The traveller's own changes since the trip was last generated, in words; a regeneration replaces them." })
  manualEdits(@Root() trip: Trip): string[] {
    return manualEditsOf(trip.generatedItinerary ?? null, trip.itinerary);
  }

  @FieldResolver(() => TripSharing, { nullable: true, description: "Who is on the trip (owner and companions) and the asker's part; null unless the asker is one of its travellers." })
  sharing(@Root() trip: Trip, @Ctx() { services, viewer }: GraphQLContext): Promise<TripSharing | null> {
    return services.trips.sharing(trip, viewer);
  }

  @FieldResolver(() => Boolean, { description: 'Whether undoTripRegeneration has a plan to put back.' })
  canUndoRegeneration(@Root() trip: Trip): boolean {
    return trip.previousPlan != null;
  }

  @Mutation(() => Trip, {
    description: "Replaces a trip's days: all of them, numbered 1 to N as the trip has them. Only the trip's editors may (FORBIDDEN otherwise).",
  })
  async updateTripItinerary(
    @Arg('uuid') uuid: string,
    // The whole list has rules (its length, each day's place in the messages), checked as over REST.
    @Arg('itinerary', () => [ItineraryDayInput], { validateFn: validateListWith(validateItinerary) }) itinerary: ItineraryDayInput[],
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Trip> {
    return services.trips.updateItinerary(uuid, itinerary, viewer);
  }

  @Query(() => [Trip], { description: "The signed-in traveller's saved trips, newest first." })
  @Authorized()
  myTrips(@Ctx() { services, viewer }: GraphQLContext): Promise<Trip[]> {
    return services.savedTrips.list(requireUser(viewer));
  }

  @Mutation(() => Trip, { description: 'Saves the trip to the signed-in traveller, who then owns its edit rights.' })
  @Authorized()
  saveTrip(@Arg('uuid') uuid: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Trip> {
    return services.savedTrips.save(uuid, viewer);
  }

  @Mutation(() => String, { description: "Deletes a trip (its owner or an admin); returns the deleted trip's uuid." })
  @Authorized()
  async deleteTrip(@Arg('uuid') uuid: string, @Ctx() { services, viewer }: GraphQLContext): Promise<string> {
    await services.savedTrips.delete(uuid, viewer);
    return uuid;
  }
}
