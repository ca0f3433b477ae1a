/**
 * The trips that fill the home page on a new installation: featured trips ('Be Inspired')
 * and popular destinations, planned by the offline planner like any other trip. An admin
 * can change the flags, images and headers later.
 */
import type { GenerateTripInput } from './generate-trip.inputs.js';

type ShowcaseRequest = Pick<GenerateTripInput, 'destination' | 'country'> & {
  preferences: Partial<GenerateTripInput['preferences']>;
  customHeader?: string;
};

export const FEATURED_TRIPS: ShowcaseRequest[] = [
  { destination: 'Kyoto', country: 'Japan', preferences: { activities: ['Historical Sites', 'Photography'], duration: '5 days', travelers: '2' } },
  { destination: 'Santorini', country: 'Greece', preferences: { activities: ['Romance', 'Beach Activities', 'Wine Tasting'], duration: '5 days', travelers: '2', budgetLevel: 4 } },
  { destination: 'Costa Rica', country: 'Costa Rica', preferences: { activities: ['Nature & Outdoors', 'Wildlife Viewing', 'Adventure Sports'], duration: '1 Week', travelers: '2' } },
  { destination: 'New York', country: 'United States', preferences: { activities: ["Kid's Activities", 'Museums & Art'], duration: '4 days', travelers: '3-4' } },
  { destination: 'Paris', country: 'France', preferences: { activities: ['Museums & Art', 'Food Tours'], duration: '4 days', travelers: '2' } },
  { destination: 'Seoul', country: 'South Korea', preferences: { activities: ['Food Tours', 'Shopping', 'Nightlife'], duration: '5 days', travelers: '5+', budgetLevel: 2 } },
];

export const POPULAR_DESTINATIONS: ShowcaseRequest[] = [
  { destination: 'Tokyo', country: 'Japan', customHeader: 'Neon nights and quiet shrines', preferences: { activities: ['Food Tours', 'Local Experiences'] } },
  { destination: 'Rome', country: 'Italy', customHeader: 'Three thousand years on foot', preferences: { activities: ['Historical Sites', 'Food Tours'] } },
  { destination: 'Barcelona', country: 'Spain', customHeader: 'Gaudí, tapas and the sea', preferences: { activities: ['Museums & Art', 'Beach Activities'] } },
  { destination: 'Bangkok', country: 'Thailand', customHeader: 'Temples, canals and street food', preferences: { activities: ['Food Tours', 'Historical Sites'] } },
  { destination: 'Istanbul', country: 'Turkey', customHeader: 'Where two continents meet', preferences: { activities: ['Historical Sites', 'Shopping'] } },
  { destination: 'Lisbon', country: 'Portugal', customHeader: 'Hills, trams and custard tarts', preferences: { activities: ['Food Tours', 'Photography'] } },
  { destination: 'London', country: 'United Kingdom', customHeader: 'Museums, markets and parks', preferences: { activities: ['Museums & Art', 'Shopping'] } },
  { destination: 'Sydney', country: 'Australia', customHeader: 'Harbour days and beach evenings', preferences: { activities: ['Beach Activities', 'Nature & Outdoors'] } },
];
