/**
 * What a traveller sends to generate a trip (docs/product/traveller.md, section 3). The same classes
 * validate GraphQL arguments and REST bodies.
 */
import { DEFAULT_PREFERENCES, DESTINATION_MAX_LENGTH } from '@odyssey/domain';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { TextList } from '../../common/text-list.validator.js';
import { INTERESTS, WIZARD_ACTIVITIES } from '../trips/index.js';

export const KNOWN_ACTIVITIES: readonly string[] = [...new Set<string>([...INTERESTS, ...WIZARD_ACTIVITIES])];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType({ description: 'Trip preferences; every field has the form defaults when omitted.' })
export class PreferencesInput {
  @Field(() => [String])
  @TextList(20, 50)
  travelStyle: string[] = [...DEFAULT_PREFERENCES.travelStyle];

  @Field(() => [String])
  @TextList(20, 50)
  accommodation: string[] = [...DEFAULT_PREFERENCES.accommodation];

  @Field(() => [String], { description: 'interest names (the 19 interests, or the wizard activities)' })
  @IsArray()
  @ArrayMaxSize(19)
  @IsIn(KNOWN_ACTIVITIES, { each: true, message: ({ value }) => `Unknown interest: ${String(value)}` })
  activities: string[] = [...DEFAULT_PREFERENCES.activities];

  @Field(() => Int)
  @IsInt({ message: 'Budget level must be a whole number from 1 to 5' })
  @Min(1, { message: 'Budget level must be from 1 to 5' })
  @Max(5, { message: 'Budget level must be from 1 to 5' })
  budgetLevel: number = DEFAULT_PREFERENCES.budgetLevel;

  @Field()
  @Matches(/^[A-Z]{3}$/, { message: 'Currency must be a three-letter ISO code such as USD' })
  currency: string = DEFAULT_PREFERENCES.currency;

  @Field()
  @IsString()
  @MaxLength(50)
  @Transform(trim)
  duration: string = DEFAULT_PREFERENCES.duration;

  @Field()
  @IsString()
  @MaxLength(50)
  @Transform(trim)
  travelers: string = DEFAULT_PREFERENCES.travelers;
}

@InputType({ description: 'A request to plan a trip.' })
export class GenerateTripInput {
  @Field()
  @IsString({ message: 'Please enter a destination for your trip' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Please enter a destination for your trip' })
  @MaxLength(DESTINATION_MAX_LENGTH, { message: `Destination must be at most ${DESTINATION_MAX_LENGTH} characters` })
  destination: string;

  @Field()
  @IsOptional()
  @IsString()
  @Transform(trim)
  @MaxLength(100)
  country: string = '';

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(ISO_DATE, { message: 'Start date must be a date (YYYY-MM-DD)' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(ISO_DATE, { message: 'End date must be a date (YYYY-MM-DD)' })
  endDate?: string | null;

  @Field(() => PreferencesInput)
  @IsOptional()
  @ValidateNested()
  @Type(() => PreferencesInput)
  preferences: PreferencesInput = new PreferencesInput();
}
