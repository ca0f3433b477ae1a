/**
 * The admin area's GraphQL operations. Every one is named admin… (the authorisation test finds
 * them by that name in the emitted schema) and declares its role with @Authorized('admin'),
 * checked before its arguments are read (graphql/auth-checker.ts).
 */
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../auth/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { NewsletterEmailArgs, Subscriber } from '../newsletter/index.js';
import { SiteSettingsInput } from '../settings/index.js';
import { Trip } from '../trips/index.js';
import { User } from '../users/index.js';
import { AdminActivityArgs, AdminSearchArgs, AdminSubscriberPageArgs } from './admin-lists.inputs.js';
import { AdminTripFilterInput, AdminTripInput, TripFeaturedArgs, TripPopularArgs } from './admin-trips.inputs.js';
import { featuredMessage, popularMessage, TRIP_UPDATED } from './admin-trips.service.js';
import { AdminUserInput } from './admin-users.inputs.js';
import { AdminActivity, AdminSubscriberPage, AdminTripResult, AdminUserResult, SiteSettings, Stats } from './admin.types.js';

export const USER_UPDATED = 'User details have been updated successfully.';
export const USER_DELETED = 'User has been deleted successfully.';

@Resolver()
export class AdminResolver {
  @Query(() => Stats, { description: 'Admins only.' })
  @Authorized('admin')
  adminStats(@Ctx() { services }: GraphQLContext): Promise<Stats> {
    return services.adminStats.stats();
  }

  @Query(() => [AdminActivity], { description: 'Admins only. Newest first (20 unless limit says otherwise, at most 100).' })
  @Authorized('admin')
  adminActivity(@Args() { limit }: AdminActivityArgs, @Ctx() { services }: GraphQLContext): Promise<AdminActivity[]> {
    return services.adminStats.activity(limit ?? undefined);
  }

  @Query(() => [User], { description: 'Admins only. search: part of the username or email, any case.' })
  @Authorized('admin')
  adminUsers(@Args() { search }: AdminSearchArgs, @Ctx() { services }: GraphQLContext): Promise<User[]> {
    return services.adminUsers.list(search);
  }

  @Mutation(() => AdminUserResult, { description: 'Admins only.' })
  @Authorized('admin')
  async adminUpdateUser(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AdminUserInput) input: AdminUserInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AdminUserResult> {
    return { message: USER_UPDATED, user: await services.adminUsers.update(requireUser(viewer), id, input) };
  }

  @Mutation(() => Int, { description: "Admins only; not one's own account. Returns the deleted user's id." })
  @Authorized('admin')
  async adminDeleteUser(@Arg('id', () => Int) id: number, @Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    await services.adminUsers.delete(requireUser(viewer), id);
    return id;
  }

  @Query(() => [Trip], { description: 'Admins only. Every trip, newest first, narrowed by the filters.' })
  @Authorized('admin')
  adminTrips(@Arg('filter', () => AdminTripFilterInput, { nullable: true }) filter: AdminTripFilterInput | null, @Ctx() { services }: GraphQLContext): Promise<Trip[]> {
    return services.adminTrips.list(filter ?? {});
  }

  @Mutation(() => AdminTripResult, { description: 'Admins only. The Edit Trip dialog; a budget level outside 1-5 is refused.' })
  @Authorized('admin')
  async adminUpdateTrip(
    @Arg('uuid') uuid: string,
    @Arg('input', () => AdminTripInput) input: AdminTripInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AdminTripResult> {
    return { message: TRIP_UPDATED, trip: await services.adminTrips.update(viewer, uuid, input) };
  }

  @Mutation(() => AdminTripResult, { description: 'Admins only.' })
  @Authorized('admin')
  async adminSetTripFeatured(@Arg('uuid') uuid: string, @Args() { isFeatured }: TripFeaturedArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<AdminTripResult> {
    return { message: featuredMessage(isFeatured), trip: await services.adminTrips.setFeatured(viewer, uuid, isFeatured) };
  }

  @Mutation(() => AdminTripResult, { description: 'Admins only.' })
  @Authorized('admin')
  async adminSetTripPopular(@Arg('uuid') uuid: string, @Args() { isPopularDestination }: TripPopularArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<AdminTripResult> {
    return { message: popularMessage(isPopularDestination), trip: await services.adminTrips.setPopular(viewer, uuid, isPopularDestination) };
  }

  @Mutation(() => String, { description: "Admins only. Deletes the trip with its wallet documents and image; returns its uuid." })
  @Authorized('admin')
  async adminDeleteTrip(@Arg('uuid') uuid: string, @Ctx() { services, viewer }: GraphQLContext): Promise<string> {
    await services.adminTrips.delete(viewer, uuid);
    return uuid;
  }

  @Query(() => [Subscriber], { description: 'Admins only. Newest subscription first; search: part of the email.' })
  @Authorized('admin')
  adminSubscribers(@Args() { search }: AdminSearchArgs, @Ctx() { services }: GraphQLContext): Promise<Subscriber[]> {
    return services.newsletter.list(search);
  }

  @Query(() => AdminSubscriberPage, { description: 'Admins only. One page of 10, newest subscription first; search: part of the email; page: from 1 (past the end gives the last page).' })
  @Authorized('admin')
  adminSubscriberPage(@Args() { search, page }: AdminSubscriberPageArgs, @Ctx() { services }: GraphQLContext): Promise<AdminSubscriberPage> {
    return services.newsletter.page(search, page ?? 1);
  }

  @Mutation(() => Subscriber, { description: 'Admins only. The address can subscribe again from the footer.' })
  @Authorized('admin')
  async adminUnsubscribe(@Args() args: NewsletterEmailArgs, @Ctx() { services }: GraphQLContext): Promise<Subscriber> {
    return (await services.newsletter.unsubscribe(args)).subscriber;
  }

  @Query(() => SiteSettings, { description: 'Admins only.' })
  @Authorized('admin')
  adminSettings(@Ctx() { services }: GraphQLContext): Promise<SiteSettings> {
    return services.settings.forAdmin();
  }

  @Mutation(() => SiteSettings, { description: 'Admins only. Saves the given settings; they take effect within seconds on every instance.' })
  @Authorized('admin')
  adminUpdateSettings(@Arg('input', () => SiteSettingsInput) input: SiteSettingsInput, @Ctx() { services }: GraphQLContext): Promise<SiteSettings> {
    return services.settings.update(input);
  }
}
