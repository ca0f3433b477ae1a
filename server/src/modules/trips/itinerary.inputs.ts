/**
 * An itinerary as a client sends it to replace a trip's days (docs/product/traveller.md, sections 3 and
 * 5): the same fields the Trip type returns, so a client can read a trip, change it and send
 * it back. The same classes validate GraphQL arguments and REST bodies.
 */
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsBoundedList, IsBoundedText } from '../../common/bounded-text.validator.js';
import { ACTIVITY_TYPES } from '../planner/index.js';
import { MAX_TRIP_DAYS } from '@odyssey/domain';
import { ACTIVITY_ID_PATTERN } from './activity-ids.js';

export const ITINERARY_LIMITS = {
  days: MAX_TRIP_DAYS,
  activitiesPerDay: 30,
  title: 200,
  description: 2000,
  /** free text such as '09:00' or '9:30 am' */
  time: 20,
  timeframe: 50,
  address: 300,
  city: 100,
  placeId: 300,
  imageUrl: 2048,
  /** a whole day, in minutes */
  duration: 24 * 60,
} as const;

export const DAY_TITLE_DEFAULT = 'Day Itinerary';
export const ACTIVITY_TYPE_MESSAGE = `Type must be one of: ${ACTIVITY_TYPES.join(', ')}`;
const DURATION_MESSAGE = `Duration must be a whole number of minutes from 1 to ${ITINERARY_LIMITS.duration}`;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An optional text left empty is no value at all. */
const blankAsNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};
/**
 * ValidateNested reads a list inside a list as more of the list, so a day or an activity sent as
 * a list ([{...}]) would pass its rules and be stored as an empty object; as null it is refused
 * where it stands ("Day 1, activity 2: Each activity must be an object"). GraphQL refuses it itself.
 */
const listsAreNotObjects = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item: unknown) => (Array.isArray(item) ? null : item)) : value);

@InputType({ description: 'Where an activity is; lat and lng in degrees.' })
export class ActivityLocationInput {
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Latitude must be a number from -90 to 90' })
  @Min(-90, { message: 'Latitude must be a number from -90 to 90' })
  @Max(90, { message: 'Latitude must be a number from -90 to 90' })
  lat?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Longitude must be a number from -180 to 180' })
  @Min(-180, { message: 'Longitude must be a number from -180 to 180' })
  @Max(180, { message: 'Longitude must be a number from -180 to 180' })
  lng?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(blankAsNull)
  @IsBoundedText('City', ITINERARY_LIMITS.city)
  city?: string | null;
}

@InputType({ description: 'One activity of a day, as the Activity type returns it.' })
export class ActivityInput {
  @Field(() => String, { nullable: true, description: 'its id, as the trip gave it; leave it out for a new activity' })
  @IsOptional()
  @Matches(ACTIVITY_ID_PATTERN, { message: 'Activity id must be 1 to 40 letters, digits, - or _' })
  id?: string | null;

  @Field()
  @Transform(trimmed)
  @IsBoundedText('Title', ITINERARY_LIMITS.title, { required: true })
  title: string;

  @Field()
  @Transform(trimmed)
  @IsBoundedText('Description', ITINERARY_LIMITS.description, { required: true })
  description: string;

  @Field({ description: 'lodging, meal, transportation, sightseeing, shopping or other' })
  @IsIn(ACTIVITY_TYPES, { message: ACTIVITY_TYPE_MESSAGE })
  type: string;

  @Field(() => String, { nullable: true, description: "free text, usually HH:MM such as '09:00'" })
  @IsOptional()
  @Transform(blankAsNull)
  @IsBoundedText('Time', ITINERARY_LIMITS.time)
  time?: string | null;

  @Field(() => String, { nullable: true, description: "such as 'Morning'" })
  @IsOptional()
  @Transform(blankAsNull)
  @IsBoundedText('Timeframe', ITINERARY_LIMITS.timeframe)
  timeframe?: string | null;

  @Field(() => Int, { description: 'minutes' })
  @IsInt({ message: DURATION_MESSAGE })
  @Min(1, { message: DURATION_MESSAGE })
  @Max(ITINERARY_LIMITS.duration, { message: DURATION_MESSAGE })
  duration: number;

  @Field(() => ActivityLocationInput, { nullable: true })
  @IsOptional()
  @ValidateNested({ message: 'Location must be an object with lat, lng and city' })
  @Type(() => ActivityLocationInput)
  location?: ActivityLocationInput | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(blankAsNull)
  @IsBoundedText('Address', ITINERARY_LIMITS.address)
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'an https:// address, or a path on this site' })
  @IsOptional()
  @Transform(blankAsNull)
  @IsBoundedText('Image URL', ITINERARY_LIMITS.imageUrl)
  // Shown to everyone who opens the trip: no javascript:, data: or plain-http addresses.
  @Matches(/^(https:\/\/|\/(?!\/))\S+$/, { message: 'Image URL must be an https:// address or a path on this site' })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(blankAsNull)
  @IsBoundedText('Place id', ITINERARY_LIMITS.placeId)
  placeId?: string | null;
}

@InputType({ description: 'One day of an itinerary, as the ItineraryDay type returns it.' })
export class ItineraryDayInput {
  @Field(() => Int, { description: 'the day number: 1 for the first day, and so on in order' })
  @IsInt({ message: 'Day numbers must be whole numbers' })
  day: number;

  @Field({ description: `empty gives '${DAY_TITLE_DEFAULT}'` })
  @Transform(trimmed)
  @IsBoundedText('Day title', ITINERARY_LIMITS.title)
  title: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(blankAsNull)
  @IsBoundedText('Day description', ITINERARY_LIMITS.description)
  description?: string | null;

  @Field(() => [ActivityInput])
  @IsBoundedList(ITINERARY_LIMITS.activitiesPerDay, { notList: 'Activities must be a list', tooLong: `A day can have at most ${ITINERARY_LIMITS.activitiesPerDay} activities` })
  @ValidateNested({ each: true, message: 'Each activity must be an object' })
  @Transform(listsAreNotObjects)
  @Type(() => ActivityInput)
  activities: ActivityInput[];
}

/** The whole replacement, so that one validation pass covers every day (not a GraphQL type): updateTripItinerary's validateFn checks its argument with it, and it is the REST body of PUT /trips/{uuid}/itinerary. */
export class ItineraryUpdate {
  @IsBoundedList(ITINERARY_LIMITS.days, { notList: 'Send the itinerary as a list of days', tooLong: `An itinerary can have at most ${ITINERARY_LIMITS.days} days` })
  @ValidateNested({ each: true, message: 'Each day must be an object' })
  @Transform(listsAreNotObjects)
  @Type(() => ItineraryDayInput)
  itinerary: ItineraryDayInput[];

  /** the Trip.revision the days were read at: the replacement is refused (409) if the itinerary changed since */
  @IsOptional()
  @IsInt({ message: 'baseRevision must be a whole number: the revision of the trip the days were read at' })
  @Min(0, { message: 'baseRevision must be 0 or more' })
  baseRevision?: number | null;
}
