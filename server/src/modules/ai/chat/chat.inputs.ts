/**
 * What the chats send (docs/product/traveller.md, sections 3 and 7): the conversation so far, and for the
 * trip assistant the trip being changed. The same classes validate GraphQL arguments and REST
 * bodies.
 */
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEnum, IsInt, IsObject, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { TextList } from '../../../common/text-list.validator.js';

export enum ChatRole {
  USER = 'user',
  ASSISTANT = 'assistant',
}
registerEnumType(ChatRole, { name: 'ChatRole', description: 'who wrote a chat message' });

export const MAX_CHAT_MESSAGES = 50;
export const MAX_MESSAGE_CHARS = 4000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType({ description: 'One message of a chat.' })
export class ChatMessageInput {
  @Field(() => ChatRole)
  @IsEnum(ChatRole, { message: 'role must be user or assistant' })
  role: ChatRole;

  @Field({ description: `1 to ${MAX_MESSAGE_CHARS} characters once trimmed` })
  @IsString({ message: 'content must be text' })
  @Transform(trim)
  @Length(1, MAX_MESSAGE_CHARS, { message: `content must be 1 to ${MAX_MESSAGE_CHARS} characters` })
  @Matches(/\S/, { message: 'content must not be blank' })
  content: string;
}

@InputType({ description: 'A chat conversation so far, oldest message first.' })
export class ChatInput {
  // class-validator reports the decorator nearest the property first.
  @Field(() => [ChatMessageInput])
  @ValidateNested({ each: true })
  @Type(() => ChatMessageInput)
  @ArrayMaxSize(MAX_CHAT_MESSAGES, { message: `messages must hold at most ${MAX_CHAT_MESSAGES} messages` })
  @ArrayMinSize(1, { message: 'messages must hold at least one message' })
  @IsArray({ message: 'messages must be a list' })
  messages: ChatMessageInput[];
}

@InputType({ description: "A stored trip's preferences as the client has them; anything missing takes the form's defaults." })
export class TripContextPreferencesInput {
  @Field(() => [String], { nullable: true })
  @IsOptional()
  @TextList(20, 50)
  travelStyle?: string[];

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @TextList(20, 50)
  accommodation?: string[];

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @TextList(30, 50)
  activities?: string[];

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(5)
  budgetLevel?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  currency?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  duration?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  travelers?: string;
}

@InputType({ description: 'One day of the trip as the assistant sees it: its number and its activities in words.' })
export class TripContextDayInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  @Max(60)
  day: number;

  @Field(() => [String])
  @TextList(40, 500)
  activities: string[];
}

@InputType({ description: 'The trip the assistant is asked to change. See docs/product/traveller.md, section 7.' })
export class TripContextInput {
  @Field()
  @IsString()
  @Transform(trim)
  @MaxLength(200)
  destination: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  country?: string;

  @Field(() => String, { nullable: true, description: "'YYYY-MM-DD to YYYY-MM-DD' or 'No dates specified'" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  dates?: string;

  @Field(() => TripContextPreferencesInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => TripContextPreferencesInput)
  preferences?: TripContextPreferencesInput;

  @Field(() => [TripContextDayInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(60)
  @ValidateNested({ each: true })
  @Type(() => TripContextDayInput)
  itinerary?: TripContextDayInput[];

  @Field(() => [String], { nullable: true, description: 'names of the recommended stays' })
  @IsOptional()
  @TextList(20, 200)
  accommodations?: string[];
}

@InputType({ description: 'A message to the trip assistant, with the trip it is about.' })
export class TripChatInput extends ChatInput {
  @Field(() => TripContextInput)
  @ValidateNested()
  @Type(() => TripContextInput)
  @IsObject({ message: 'tripContext must be an object with the trip being changed' })
  tripContext: TripContextInput;
}
