/**
 * What an editor sends to change one activity (issue 22). The same classes check GraphQL
 * arguments and REST bodies; which fields an operation needs (an add needs its day and its
 * activity) is checked by requireShape below, so that both doors say the same.
 */
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { AppError } from '../../common/app-error.js';
import { IsBoundedText } from '../../common/bounded-text.validator.js';
import { ACTIVITY_TYPES } from '../planner/index.js';
import { ACTIVITY_ID_PATTERN, ACTIVITY_TYPE_MESSAGE, ActivityInput, ITINERARY_LIMITS } from '../trips/index.js';

export const OPERATION_KINDS = ['add', 'update', 'remove', 'move'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankAsNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const DURATION_MESSAGE = `Duration must be a whole number of minutes from 1 to ${ITINERARY_LIMITS.duration}`;
const ID_MESSAGE = 'Activity id must be 1 to 40 letters, digits, - or _';

@InputType({ description: "The fields of an activity to change; those left out (or null) stay as they are, except time, which null or '' clears." })
export class ActivityChangesInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trimmed)
  @IsBoundedText('Title', ITINERARY_LIMITS.title, { required: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trimmed)
  @IsBoundedText('Description', ITINERARY_LIMITS.description, { required: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'lodging, meal, transportation, sightseeing, shopping or other' })
  @IsOptional()
  @IsIn(ACTIVITY_TYPES, { message: ACTIVITY_TYPE_MESSAGE })
  type?: string | null;

  @Field(() => String, { nullable: true, description: "usually HH:MM such as '09:00'" })
  @IsOptional()
  @Transform(blankAsNull)
  @IsBoundedText('Time', ITINERARY_LIMITS.time)
  time?: string | null;

  @Field(() => Int, { nullable: true, description: 'minutes' })
  @IsOptional()
  @IsInt({ message: DURATION_MESSAGE })
  @Min(1, { message: DURATION_MESSAGE })
  @Max(ITINERARY_LIMITS.duration, { message: DURATION_MESSAGE })
  duration?: number | null;
}

@InputType({ description: 'One change to one activity: add (day, activity, optional index), update (activityId, changes), remove (activityId) or move (activityId, day, index).' })
export class ItineraryEditInput {
  @Field(() => String, { description: 'add, update, remove or move' })
  @IsIn(OPERATION_KINDS, { message: `Kind must be one of: ${OPERATION_KINDS.join(', ')}` })
  kind: OperationKind;

  @Field(() => String, { nullable: true, description: 'the activity to update, remove or move (Activity.id)' })
  @IsOptional()
  @Matches(ACTIVITY_ID_PATTERN, { message: ID_MESSAGE })
  activityId?: string | null;

  @Field(() => Int, { nullable: true, description: 'the day to add to or move to, 1 for the first' })
  @IsOptional()
  @IsInt({ message: 'Day must be a whole number' })
  @Min(1, { message: 'Day must be 1 or more' })
  day?: number | null;

  @Field(() => Int, { nullable: true, description: "the position in the day, 0 for the first; an add without one goes where its time places it" })
  @IsOptional()
  @IsInt({ message: 'Index must be a whole number' })
  @Min(0, { message: 'Index must be 0 or more' })
  @Max(ITINERARY_LIMITS.activitiesPerDay, { message: `Index must be at most ${ITINERARY_LIMITS.activitiesPerDay}` })
  index?: number | null;

  @Field(() => ActivityInput, { nullable: true, description: 'the new activity (add)' })
  @IsOptional()
  @ValidateNested({ message: 'Activity must be an object' })
  @IsObject({ message: 'Activity must be an object' })
  @Type(() => ActivityInput)
  activity?: ActivityInput | null;

  @Field(() => ActivityChangesInput, { nullable: true, description: 'the fields to change (update)' })
  @IsOptional()
  @ValidateNested({ message: 'Changes must be an object' })
  @IsObject({ message: 'Changes must be an object' })
  @Type(() => ActivityChangesInput)
  changes?: ActivityChangesInput | null;
}

/** The REST body of POST /api/trips/{uuid}/itinerary/edits: the revision the page showed, and the edit. */
export class ItineraryEditBody {
  @IsInt({ message: 'baseRevision must be a whole number: the revision of the trip the edit was made on' })
  @Min(0, { message: 'baseRevision must be 0 or more' })
  baseRevision: number;

  @ValidateNested({ message: 'edit must be an object' })
  @IsObject({ message: 'edit must be an object' })
  @Type(() => ItineraryEditInput)
  edit: ItineraryEditInput;
}

/** The fields an operation of each kind needs, as one 400 naming the first one missing. */
export function requireShape(edit: ItineraryEditInput): void {
  const missing = (what: string) => new AppError('validation_failed', `An edit of kind ${edit.kind} needs ${what}`);
  if (edit.kind !== 'add' && !edit.activityId) throw missing('activityId');
  if ((edit.kind === 'add' || edit.kind === 'move') && edit.day == null) throw missing('day');
  if (edit.kind === 'move' && edit.index == null) throw missing('index');
  if (edit.kind === 'add' && !edit.activity) throw missing('activity');
  if (edit.kind === 'update') {
    const changes = edit.changes ?? {};
    const any = Object.entries(changes).some(([field, value]) => value !== undefined && (value !== null || field === 'time'));
    if (!any) throw missing('changes: at least one of title, description, type, time, duration');
  }
}
