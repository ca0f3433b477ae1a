/**
 * The admin lists' arguments (docs/product/accounts-admin.md): GraphQL's adminActivity,
 * adminUsers, adminSubscribers and adminSubscriberPage take them as arguments, REST as the query
 * string of the same lists, where every value is text: `@Type(() => Number)` reads the numbers,
 * and a number that is not one ('abc', '1.5') is refused by the same rule as over GraphQL.
 */
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { MAX_ACTIVITY_LIMIT } from './admin-stats.service.js';

export const MAX_SEARCH_LENGTH = 200;
export const MAX_SUBSCRIBER_PAGE = 1_000_000;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_ACTIVITY_LIMIT}`;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_SUBSCRIBER_PAGE}`;

/** GET /admin/activity?limit= and adminActivity(limit): how many of the newest entries (20 when not given). */
@ArgsType()
export class AdminActivityArgs {
  @Field(() => Int, { nullable: true })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_ACTIVITY_LIMIT, { message: LIMIT_MESSAGE })
  limit?: number | null;
}

/** ?search= of the user and subscriber lists, and their GraphQL search argument. */
@ArgsType()
export class AdminSearchArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  // checks run bottom-up, and the first failure is the message: text first, then its length
  @MaxLength(MAX_SEARCH_LENGTH, { message: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
  @IsString({ message: 'search must be text' })
  search?: string | null;
}

/** GET /admin/subscribers/page?search=&page= and adminSubscriberPage(search, page): page from 1. */
@ArgsType()
export class AdminSubscriberPageArgs extends AdminSearchArgs {
  @Field(() => Int, { nullable: true })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(MAX_SUBSCRIBER_PAGE, { message: PAGE_MESSAGE })
  page?: number | null;
}
