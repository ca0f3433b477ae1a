import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { validateListWith } from '../../graphql/validate-arguments.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireUser } from '../auth/index.js';
import { validateItinerary } from './itinerary-update.js';
import { ItineraryDayInput } from './itinerary.inputs.js';
import { Trip } from './trip.entity.js';
import { manualEditsOf } from './trip-manual-edits.js';
import { TripPermissions } from './trip-permissions.types.js';
import { TripSharing } from './trip-sharing.js';
import { TripChangeEvent, TripViewer } from './trip-change.types.js';
import { ItineraryDay } from './trip.types.js';
import { withActivityIds } from './activity-ids.js';
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
    description:
      "Replaces a trip's days: all of them, numbered 1 to N as the trip has them. With baseRevision (the Trip.revision the days were read at), CONFLICT when anyone changed the itinerary since; without it, whatever is there is replaced. To change one activity while others edit too, use editTripItinerary. Only the trip's editors may (FORBIDDEN otherwise).",
  })
  async updateTripItinerary(
    @Arg('uuid') uuid: string,
    // The whole list has rules (its length, each day's place in the messages), checked as over REST.
    @Arg('itinerary', () => [ItineraryDayInput], { validateFn: validateListWith(validateItinerary) }) itinerary: ItineraryDayInput[],
    @Ctx() { services, viewer }: GraphQLContext,
    @Arg('baseRevision', () => Int, { nullable: true }) baseRevision?: number | null,
  ): Promise<Trip> {
    return services.itineraryEdits.replace(uuid, itinerary, baseRevision ?? undefined, viewer);
  }

  @FieldResolver(() => [ItineraryDay], { description: 'The days, each activity with its id.' })
  itinerary(@Root() trip: Trip): ItineraryDay[] {
    return withActivityIds(trip.itinerary);
  }

  @Query(() => [TripViewer], { description: "Who has the trip open now (pages following tripChanged), each account once; pages without an account are one entry with a null username. For the trip's own travellers (FORBIDDEN otherwise)." })
  tripViewers(@Arg('tripUuid') tripUuid: string, @Ctx() { services, viewer }: GraphQLContext): Promise<TripViewer[]> {
    return services.trips.viewers(tripUuid, viewer);
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
