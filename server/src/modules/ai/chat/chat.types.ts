/** What the chats answer, as GraphQL types; REST sends the same objects as JSON. */
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Preferences } from '../../trips/index.js';
import type { ProposedEdit as ItineraryEdit } from '../../rule-assistant/index.js';

@ObjectType({ description: 'A trip generation request (GenerateTripInput) drafted from a chat, or a change to one.' })
export class TripRequestDraft {
  @Field({ description: "'' when the conversation has not named a destination" })
  destination: string;

  @Field()
  country: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  startDate?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  endDate?: string;

  @Field(() => Preferences)
  preferences: Preferences;
}

@ObjectType({ description: "The home chat's answer." })
export class ChatReply {
  @Field()
  message: string;

  @Field({ description: 'the message holds one of chatReadyPhrases: the client may now generate the trip in request' })
  ready: boolean;

  @Field(() => TripRequestDraft, { nullable: true, description: 'when ready: the generation request the message confirms, dates, party, budget and interests as the message says them' })
  request?: TripRequestDraft;
}

export enum ProposedEditKind {
  SWAP_DAYS = 'swapDays',
  REMOVE_ACTIVITY = 'removeActivity',
  ADD_ACTIVITY = 'addActivity',
}
registerEnumType(ProposedEditKind, { name: 'ProposedEditKind' });

@ObjectType({ description: 'A concrete change to the itinerary the client can apply in one click: swap two days, remove or add an activity.' })
export class ProposedEdit {
  /** the enum's values are the assistant's own kinds ('swapDays'...), so its edits pass through as they are */
  @Field(() => ProposedEditKind)
  kind: ItineraryEdit['kind'];

  @Field(() => Int, { nullable: true, description: 'SWAP_DAYS: the first day' })
  a?: number;

  @Field(() => Int, { nullable: true, description: 'SWAP_DAYS: the second day' })
  b?: number;

  @Field(() => Int, { nullable: true, description: 'REMOVE_ACTIVITY and ADD_ACTIVITY: the day' })
  day?: number;

  @Field(() => String, { nullable: true, description: 'REMOVE_ACTIVITY: the activity, as the itinerary words it' })
  match?: string;

  @Field(() => String, { nullable: true, description: 'ADD_ACTIVITY: the new activity' })
  title?: string;

  @Field(() => String, { nullable: true, description: 'ADD_ACTIVITY: lodging, meal, transportation, sightseeing, shopping or other' })
  type?: string;
}

@ObjectType({ description: "The trip assistant's answer." })
export class TripChatReply {
  @Field()
  message: string;

  @Field(() => TripRequestDraft, { nullable: true, description: "the trip's request with the asked-for changes merged in; the wizard opens with it" })
  modificationSuggestion?: TripRequestDraft;

  @Field(() => ProposedEdit, { nullable: true })
  proposedEdit?: ProposedEdit;
}
