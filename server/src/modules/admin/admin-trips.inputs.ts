/** What the admin Edit Trip dialog and the trip filters send (docs/product/accounts-admin.md, "Admin Trips"). */
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { IsBoundedText } from '../../common/bounded-text.validator.js';
import { MayBeLeftOut } from '../../common/may-be-left-out.validator.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const IsCalendarDate = (label: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate, defaultMessage: () => `${label} must be a date (YYYY-MM-DD)` } });

/** An https/http address, a path on this server, or a bare file name: never javascript: or data:. */
export const FEATURED_IMAGE = /^(https?:\/\/\S+|\/[^\s/]\S*|[\w][\w.-]*\.(?:jpe?g|png|webp|gif|avif))$/i;

export const BUDGET_MESSAGE = 'Budget level must be a whole number from 1 to 5';

@InputType({ description: "The preference fields the Edit Trip dialog shows when the trip has preferences; left out, a field stays as it is (null is refused)." })
export class AdminTripPreferencesInput {
  @Field(() => Int, { nullable: true })
  @MayBeLeftOut()
  @IsInt({ message: BUDGET_MESSAGE })
  @Min(1, { message: BUDGET_MESSAGE })
  @Max(5, { message: BUDGET_MESSAGE })
  budgetLevel?: number;

  @Field({ nullable: true })
  @Transform(trim)
  @MayBeLeftOut()
  @IsBoundedText('Number of travelers', 50, { required: true })
  travelers?: string;

  @Field({ nullable: true })
  @Transform(trim)
  @MayBeLeftOut()
  @IsBoundedText('Duration', 50, { required: true })
  duration?: string;
}

@InputType({ description: 'Changes to a trip from the admin Edit Trip dialog; left out, a field stays as it is; null clears the dates, the image and the header, and is refused elsewhere.' })
export class AdminTripInput {
  @Field({ nullable: true })
  @Transform(trim)
  @MayBeLeftOut()
  // checks run bottom-up, and the first failure is the message: text first
  @MaxLength(200, { message: 'Destination must be at most 200 characters' })
  @IsNotEmpty({ message: 'Destination cannot be empty' })
  @IsString({ message: 'Destination must be text' })
  destination?: string;

  @Field({ nullable: true })
  @Transform(trim)
  @MayBeLeftOut()
  @IsBoundedText('Country', 100)
  country?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, or null for no date' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsCalendarDate('Start date')
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, or null for no date' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsCalendarDate('End date')
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: 'a file name or a full URL; null removes it' })
  @Transform(emptyToNull)
  @IsOptional()
  @MaxLength(2048, { message: 'Featured image must be at most 2048 characters' })
  @Matches(FEATURED_IMAGE, { message: 'Featured image must be an image file name or an http(s) URL' })
  featuredImage?: string | null;

  @Field(() => String, { nullable: true, description: 'shown instead of the destination name when given' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsBoundedText('Custom header', 200)
  customHeader?: string | null;

  @Field({ nullable: true })
  @MayBeLeftOut()
  @IsBoolean({ message: 'isPopularDestination must be true or false' })
  isPopularDestination?: boolean;

  @Field({ nullable: true })
  @MayBeLeftOut()
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured?: boolean;

  @Field(() => AdminTripPreferencesInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => AdminTripPreferencesInput)
  preferences?: AdminTripPreferencesInput;
}

export const FEATURED_FILTERS = ['all', 'featured', 'non-featured'] as const;
export const POPULAR_FILTERS = ['all', 'popular', 'non-popular'] as const;
export const USER_FILTERS = ['all', 'none', 'with'] as const;

@InputType({ description: "The admin trip list's three filters: featured (all, featured, non-featured), popular (all, popular, non-popular), user (all, none = temporary, with = saved)." })
export class AdminTripFilterInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(FEATURED_FILTERS, { message: `featured must be one of: ${FEATURED_FILTERS.join(', ')}` })
  featured?: (typeof FEATURED_FILTERS)[number];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(POPULAR_FILTERS, { message: `popular must be one of: ${POPULAR_FILTERS.join(', ')}` })
  popular?: (typeof POPULAR_FILTERS)[number];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(USER_FILTERS, { message: `user must be one of: ${USER_FILTERS.join(', ')}` })
  user?: (typeof USER_FILTERS)[number];
}

/** adminSetTripFeatured's flag, and the body of PATCH /trips/{uuid}/featured. */
@ArgsType()
export class TripFeaturedArgs {
  @Field()
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured: boolean;
}

/** adminSetTripPopular's flag, and the body of PATCH /admin/trips/{uuid}/popular. */
@ArgsType()
export class TripPopularArgs {
  @Field()
  @IsBoolean({ message: 'isPopularDestination must be true or false' })
  isPopularDestination: boolean;
}
