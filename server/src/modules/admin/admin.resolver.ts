/**
 * The admin area's GraphQL operations. Every one is named admin… (the authorisation test finds
 * them by that name in the emitted schema) and passes the caller to a service that checks it.
 */
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Subscriber } from '../newsletter/subscriber.entity.js';
import { SiteSettingsInput } from '../settings/settings.inputs.js';
import { Trip } from '../trips/trip.entity.js';
import { User } from '../users/user.entity.js';
import { AdminTripFilterInput, AdminTripInput } from './admin-trips.inputs.js';
import { featuredMessage, popularMessage, TRIP_UPDATED } from './admin-trips.service.js';
import { AdminUserInput } from './admin-users.inputs.js';
import { AdminActivity, AdminSubscriberPage, AdminTripResult, AdminUserResult, SiteSettings, Stats } from './admin.types.js';

export const USER_UPDATED = 'User details have been updated successfully.';
export const USER_DELETED = 'User has been deleted successfully.';

@Resolver()
export class AdminResolver {
  @Query(() => Stats, { description: 'Admins only.' })
  adminStats(@Ctx() { services, auth }: GraphQLContext): Promise<Stats> {
    return services.adminStats.stats(auth);
  }

  @Query(() => [AdminActivity], { description: 'Admins only. Newest first (20 unless limit says otherwise, at most 100).' })
  adminActivity(@Arg('limit', () => Int, { nullable: true }) limit: number | null, @Ctx() { services, auth }: GraphQLContext): Promise<AdminActivity[]> {
    return services.adminStats.activity(auth, limit ?? undefined);
  }

  @Query(() => [User], { description: 'Admins only. search: part of the username or email, any case.' })
  adminUsers(@Arg('search', () => String, { nullable: true }) search: string | null, @Ctx() { services, auth }: GraphQLContext): Promise<User[]> {
    return services.adminUsers.list(auth, search);
  }

  @Mutation(() => AdminUserResult, { description: 'Admins only.' })
  async adminUpdateUser(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AdminUserInput) input: AdminUserInput,
    @Ctx() { services, auth }: GraphQLContext,
  ): Promise<AdminUserResult> {
    return { message: USER_UPDATED, user: await services.adminUsers.update(auth, id, input) };
  }

  @Mutation(() => Int, { description: "Admins only; not one's own account. Returns the deleted user's id." })
  async adminDeleteUser(@Arg('id', () => Int) id: number, @Ctx() { services, auth }: GraphQLContext): Promise<number> {
    await services.adminUsers.delete(auth, id);
    return id;
  }

  @Query(() => [Trip], { description: 'Admins only. Every trip, newest first, narrowed by the filters.' })
  adminTrips(@Arg('filter', () => AdminTripFilterInput, { nullable: true }) filter: AdminTripFilterInput | null, @Ctx() { services, auth }: GraphQLContext): Promise<Trip[]> {
    return services.adminTrips.list(auth, filter ?? {});
  }

  @Mutation(() => AdminTripResult, { description: 'Admins only. The Edit Trip dialog; a budget level outside 1-5 is refused.' })
  async adminUpdateTrip(
    @Arg('uuid') uuid: string,
    @Arg('input', () => AdminTripInput) input: AdminTripInput,
    @Ctx() { services, auth }: GraphQLContext,
  ): Promise<AdminTripResult> {
    return { message: TRIP_UPDATED, trip: await services.adminTrips.update(auth, uuid, input) };
  }

  @Mutation(() => AdminTripResult, { description: 'Admins only.' })
  async adminSetTripFeatured(@Arg('uuid') uuid: string, @Arg('isFeatured') isFeatured: boolean, @Ctx() { services, auth }: GraphQLContext): Promise<AdminTripResult> {
    return { message: featuredMessage(isFeatured), trip: await services.adminTrips.setFeatured(auth, uuid, { isFeatured }) };
  }

  @Mutation(() => AdminTripResult, { description: 'Admins only.' })
  async adminSetTripPopular(@Arg('uuid') uuid: string, @Arg('isPopularDestination') isPopular: boolean, @Ctx() { services, auth }: GraphQLContext): Promise<AdminTripResult> {
    return { message: popularMessage(isPopular), trip: await services.adminTrips.setPopular(auth, uuid, isPopular) };
  }

  @Mutation(() => String, { description: "Admins only. Deletes the trip with its wallet documents and image; returns its uuid." })
  async adminDeleteTrip(@Arg('uuid') uuid: string, @Ctx() { services, auth }: GraphQLContext): Promise<string> {
    await services.adminTrips.delete(auth, uuid);
    return uuid;
  }

  @Query(() => [Subscriber], { description: 'Admins only. Newest subscription first; search: part of the email.' })
  adminSubscribers(@Arg('search', () => String, { nullable: true }) search: string | null, @Ctx() { services, auth }: GraphQLContext): Promise<Subscriber[]> {
    return services.newsletter.list(auth, search);
  }

  @Query(() => AdminSubscriberPage, { description: 'Admins only. One page of 10, newest subscription first; search: part of the email; page: from 1 (past the end gives the last page).' })
  adminSubscriberPage(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Ctx() { services, auth }: GraphQLContext,
  ): Promise<AdminSubscriberPage> {
    return services.newsletter.page(auth, search, page ?? 1);
  }

  @Mutation(() => Subscriber, { description: 'Admins only. The address can subscribe again from the footer.' })
  async adminUnsubscribe(@Arg('email') email: string, @Ctx() { services, auth }: GraphQLContext): Promise<Subscriber> {
    return (await services.newsletter.unsubscribe(auth, { email })).subscriber;
  }

  @Query(() => SiteSettings, { description: 'Admins only.' })
  adminSettings(@Ctx() { services, auth }: GraphQLContext): Promise<SiteSettings> {
    return services.settings.forAdmin(auth);
  }

  @Mutation(() => SiteSettings, { description: 'Admins only. Saves the given settings; they take effect within seconds on every instance.' })
  adminUpdateSettings(@Arg('input', () => SiteSettingsInput) input: SiteSettingsInput, @Ctx() { services, auth }: GraphQLContext): Promise<SiteSettings> {
    return services.settings.update(auth, input);
  }
}
