/** The JSON shapes stored inside a trip row, as GraphQL types (docs/product/traveller.md, section 3). */
import type {
  Accommodation as DomainAccommodation, Activity as DomainActivity, ActivityLocation as DomainActivityLocation,
  DestinationOverview as DomainDestinationOverview, ItineraryDay as DomainItineraryDay, PlaceData as DomainPlaceData,
} from '@odyssey/domain';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType()
@InputType('PreferencesInput')
export class Preferences {
  @Field(() => [String])
  travelStyle: string[];

  @Field(() => [String])
  accommodation: string[];

  @Field(() => [String], { description: 'interest names' })
  activities: string[];

  @Field(() => Int)
  budgetLevel: number;

  @Field()
  currency: string;

  @Field()
  duration: string;

  @Field()
  travelers: string;
}

@ObjectType()
export class ActivityLocation implements DomainActivityLocation {
  @Field(() => Float, { nullable: true })
  lat?: number;

  @Field(() => Float, { nullable: true })
  lng?: number;

  @Field(() => String, { nullable: true })
  city?: string;
}

@ObjectType()
export class Activity implements DomainActivity {
  @Field(() => String, { description: "The activity's id within its trip, as edits name it (editTripItinerary). Kept when it moves, changes or the days around it change." })
  id?: string;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field({ description: 'lodging, meal, transportation, sightseeing, shopping or other' })
  type: string;

  @Field(() => String, { nullable: true, description: 'HH:MM' })
  time?: string;

  @Field(() => String, { nullable: true })
  timeframe?: string;

  @Field(() => Int, { description: 'minutes' })
  duration: number;

  @Field(() => ActivityLocation, { nullable: true })
  location?: ActivityLocation;

  @Field(() => String, { nullable: true })
  address?: string;

  @Field(() => String, { nullable: true })
  imageUrl?: string;

  @Field(() => String, { nullable: true })
  placeId?: string;
}

@ObjectType()
export class ItineraryDay implements DomainItineraryDay {
  @Field(() => Int)
  day: number;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => [Activity])
  activities: Activity[];
}

@ObjectType()
export class Accommodation implements DomainAccommodation {
  @Field()
  name: string;

  @Field(() => Float, { nullable: true, description: '0 to 5; only when the data really has one' })
  rating?: number;

  @Field()
  description: string;

  @Field(() => Float, { nullable: true, description: 'absent where the source has no prices (a trip planned from OpenStreetMap data)' })
  pricePerNight?: number;

  @Field()
  currency: string;

  @Field(() => String, { nullable: true })
  imageUrl?: string;

  @Field(() => String, { nullable: true })
  type?: string;

  @Field(() => Int, { nullable: true, description: 'the budget level the stay belongs to, 1 (budget-friendly) to 5 (luxury); plans offer the traveller\'s level and the levels beside it' })
  budgetLevel?: number;

  @Field(() => String, { nullable: true })
  location?: string;
}

@ObjectType({ description: "Where a trip's places come from, when an AI model proposed them; absent for trips from the offline guide." })
export class PlaceData implements DomainPlaceData {
  @Field({ description: 'true when every place was found in a real map source, which gave its position; false when none was configured, so the places are not verified' })
  verified: boolean;

  @Field(() => String, { nullable: true, description: 'the source the places were checked against, e.g. "OpenStreetMap" or "Google Places"' })
  source?: string;

  @Field(() => String, { nullable: true, description: 'the credit the source\'s licence asks for, e.g. "© OpenStreetMap contributors"' })
  credit?: string;
}

@ObjectType()
export class DestinationOverview implements DomainDestinationOverview {
  @Field()
  name: string;

  @Field()
  country: string;

  @Field()
  description: string;

  @Field()
  bestTimeToVisit: string;

  @Field(() => [String])
  languages: string[];

  @Field()
  currency: string;

  @Field(() => [String])
  travelTips: string[];

  @Field(() => String, { nullable: true })
  imageUrl?: string;

  @Field()
  customs: string;

  @Field()
  transportationTips: string;

  @Field()
  safetyTips: string;

  @Field(() => PlaceData, { nullable: true })
  placeData?: PlaceData;
}
