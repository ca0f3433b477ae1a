import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Viewer } from '../auth/index.js';
import { ItineraryEditInput } from './itinerary-edit.inputs.js';
import type { ItineraryEditService } from './itinerary-edit.service.js';
import { ItineraryEditResult, TripEditView } from './itinerary-edit.types.js';

interface CoEditingContext {
  services: { itineraryEdits: ItineraryEditService };
  viewer: Viewer;
}

@Resolver()
export class ItineraryEditResolver {
  @Mutation(() => ItineraryEditResult, {
    description:
      "Changes one activity (add, update, remove or move), made on the trip revision the page showed (Trip.revision). The first change to reach the server wins: a field someone else changed since that revision keeps their value, and the result's conflicts say so; everything else is applied. The trip's editors only (FORBIDDEN otherwise).",
  })
  editTripItinerary(
    @Arg('tripUuid') tripUuid: string,
    @Arg('baseRevision', () => Int) baseRevision: number,
    @Arg('edit', () => ItineraryEditInput) edit: ItineraryEditInput,
    @Ctx() { services, viewer }: CoEditingContext,
  ): Promise<ItineraryEditResult> {
    return services.itineraryEdits.edit(tripUuid, baseRevision, edit, viewer);
  }

  @Mutation(() => ItineraryEditResult, { description: "Takes back one's own change (by the revision it made), except what others changed since, which stands (reported as conflicts)." })
  undoTripEdit(@Arg('tripUuid') tripUuid: string, @Arg('revision', () => Int) revision: number, @Ctx() { services, viewer }: CoEditingContext): Promise<ItineraryEditResult> {
    return services.itineraryEdits.undo(tripUuid, revision, viewer);
  }

  @Query(() => [TripEditView], { description: "The trip's itinerary changes, newest first (the last 100): who, what, when. For the trip's own travellers (FORBIDDEN otherwise)." })
  tripHistory(@Arg('tripUuid') tripUuid: string, @Ctx() { services, viewer }: CoEditingContext): Promise<TripEditView[]> {
    return services.itineraryEdits.history(tripUuid, viewer);
  }
}
