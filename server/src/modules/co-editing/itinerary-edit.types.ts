import { Field, Int, ObjectType } from 'type-graphql';
import { Trip } from '../trips/index.js';

@ObjectType({ description: 'What an edit asked for but did not get, because another editor changed it first; and what stands instead.' })
export class EditConflict {
  @Field()
  activityId: string;

  @Field({ description: 'the activity as it stands (empty when it was removed)' })
  activityTitle: string;

  @Field({ description: "the field: title, description, type, time, duration; 'place' for its day and position; 'activity' for the whole activity" })
  field: string;

  @Field(() => String, { nullable: true, description: 'the value the edit asked for' })
  yours: string | null;

  @Field(() => String, { nullable: true, description: 'the value that stands' })
  kept: string | null;

  @Field(() => String, { nullable: true, description: 'who made the change that stands (null for a browser without an account)' })
  by: string | null;

  @Field(() => String, { nullable: true, description: 'when (ISO 8601)' })
  at: string | null;

  @Field({ description: 'the conflict in words, for the editor' })
  message: string;
}

@ObjectType({ description: 'The outcome of an edit: the trip as it now stands, and what of the edit was not applied.' })
export class ItineraryEditResult {
  @Field(() => Trip)
  trip: Trip;

  @Field(() => Int, { description: "the trip's revision now; the page's next edit is made on it" })
  revision: number;

  @Field({ description: 'whether anything changed (false when every part of the edit lost to an earlier change, or changed nothing)' })
  applied: boolean;

  @Field(() => [EditConflict])
  conflicts: EditConflict[];
}

@ObjectType({ description: "One change in a trip's history." })
export class TripEditView {
  @Field(() => Int, { description: 'the revision it made; undoTripEdit takes it' })
  revision: number;

  @Field({ description: 'add, update, remove, move, replace (the whole list of days), plan (planned again or undone) or undo' })
  kind: string;

  @Field({ description: 'what changed, in words' })
  summary: string;

  @Field(() => String, { nullable: true, description: 'who (null for a browser without an account)' })
  by: string | null;

  @Field({ description: 'when (ISO 8601)' })
  at: string;

  @Field({ description: 'whether a later undo took it back' })
  undone: boolean;

  @Field({ description: 'whether the asker may undo it: their own change, not undone, and not a whole replacement' })
  canUndo: boolean;

  @Field(() => [String], { description: 'what it asked for but did not get, in words' })
  conflicts: string[];
}
