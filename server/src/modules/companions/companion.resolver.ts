import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Viewer } from '../auth/index.js';
import { Trip } from '../trips/index.js';
import { InviteCompanionInput } from './companion.inputs.js';
import type { CompanionService } from './companion.service.js';
import { CompanionInvitation, InvitationPreview, TripCompanions } from './companion.types.js';

interface CompanionContext {
  services: { companions: CompanionService };
  viewer: Viewer;
}

@Resolver()
export class CompanionResolver {
  @Query(() => TripCompanions, { description: "Who is on a trip, for its own travellers (FORBIDDEN otherwise); pending invitations for its owner." })
  tripCompanions(@Arg('tripUuid') tripUuid: string, @Ctx() { services, viewer }: CompanionContext): Promise<TripCompanions> {
    return services.companions.list(tripUuid, viewer);
  }

  @Mutation(() => CompanionInvitation, { description: 'The owner invites a companion by link, or by email when an address is given. The link is in this answer only; it works once and expires in 7 days.' })
  @Authorized()
  inviteCompanion(@Arg('tripUuid') tripUuid: string, @Arg('input', () => InviteCompanionInput) input: InviteCompanionInput, @Ctx() { services, viewer }: CompanionContext): Promise<CompanionInvitation> {
    return services.companions.invite(tripUuid, input, viewer);
  }

  @Mutation(() => Boolean, { description: 'The owner withdraws a pending invitation; its link stops working.' })
  @Authorized()
  revokeCompanionInvitation(@Arg('tripUuid') tripUuid: string, @Arg('id', () => Int) id: number, @Ctx() { services, viewer }: CompanionContext): Promise<boolean> {
    return services.companions.revoke(tripUuid, id, viewer);
  }

  @Mutation(() => Boolean, { description: 'The owner removes a companion; a companion passing their own id leaves the trip.' })
  @Authorized()
  removeCompanion(@Arg('tripUuid') tripUuid: string, @Arg('userId', () => Int) userId: number, @Ctx() { services, viewer }: CompanionContext): Promise<boolean> {
    return services.companions.remove(tripUuid, userId, viewer);
  }

  @Query(() => InvitationPreview, { description: 'What an invitation offers, before it is accepted. GONE when it was used, withdrawn or has expired.' })
  companionInvitation(@Arg('token') token: string, @Ctx() { services }: CompanionContext): Promise<InvitationPreview> {
    return services.companions.preview(token);
  }

  @Mutation(() => Trip, { description: 'The signed-in traveller accepts an invitation and joins the trip.' })
  @Authorized()
  acceptCompanionInvitation(@Arg('token') token: string, @Ctx() { services, viewer }: CompanionContext): Promise<Trip> {
    return services.companions.accept(token, viewer);
  }
}
