import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Subscriber } from '../newsletter/index.js';
import { Trip } from '../trips/index.js';
import { User } from '../users/index.js';

@ObjectType({ description: 'The admin dashboard figures, computed in SQL.' })
export class Stats {
  @Field(() => Int)
  totalUsers: number;

  @Field(() => Int, { description: 'trips created in the last 30 days' })
  activeTrips: number;

  @Field(() => Int)
  tripsGenerated: number;

  @Field(() => Float, { description: 'days, over trips with an itinerary, to one decimal' })
  averageTripLength: number;
}

@ObjectType()
export class ActivityUserInfo {
  @Field()
  email: string;
}

@ObjectType({ description: 'A recent activity with the email of the user who did it.' })
export class AdminActivity {
  @Field(() => Int)
  id: number;

  @Field()
  action: string;

  @Field(() => GraphQLJSONObject)
  details: Record<string, unknown>;

  @Field(() => ActivityUserInfo, { nullable: true, description: 'null when a visitor without an account did it' })
  userInfo: ActivityUserInfo | null;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'An admin change to a trip, with the message to show.' })
export class AdminTripResult {
  @Field()
  message: string;

  @Field(() => Trip)
  trip: Trip;
}

@ObjectType({ description: 'An admin change to a user, with the message to show.' })
export class AdminUserResult {
  @Field()
  message: string;

  @Field(() => User)
  user: User;
}

@ObjectType({ description: 'Every admin setting, as the settings form shows them.' })
export class SiteSettings {
  @Field()
  siteName: string;

  @Field()
  supportEmail: string;

  @Field()
  maintenanceMode: boolean;

  @Field()
  analyticsEnabled: boolean;

  @Field()
  openaiModel: string;

  @Field(() => Float)
  openaiTemperature: number;

  @Field()
  googlePlacesEnabled: boolean;

  @Field(() => Int)
  tripCacheDuration: number;

  @Field()
  mapTileUrl: string;

  @Field()
  mapTileAttribution: string;

  @Field()
  mapTileAttributionUrl: string;
}

@ObjectType({ description: 'One page of the admin subscriber table (10 rows, newest first) with the counts around it.' })
export class AdminSubscriberPage {
  @Field(() => [Subscriber])
  subscribers: Subscriber[];

  @Field(() => Int, { description: 'the page shown: the one asked for, or the last one when it asked past the end' })
  page: number;

  @Field(() => Int, { description: "at least 1; the client shows 'Page X of Y' only when it is more" })
  pageCount: number;

  @Field(() => Int, { description: 'subscribers matching the search' })
  matching: number;

  @Field(() => Int, { description: 'every subscriber row, whatever the search or status (what the CSV export holds)' })
  total: number;

  @Field(() => Int, { description: "subscribed addresses: the 'Total Subscribers' card" })
  active: number;
}
