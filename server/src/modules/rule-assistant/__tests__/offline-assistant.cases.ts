/**
 * The offline assistant's evaluation set: varied traveller messages with the fields a person
 * would extract from them. Dates are relative to TODAY (Monday 10 February 2025). Durations are
 * compared in days, activities as sets (the home chat's default is ['Sightseeing']; a relaxed
 * trip adds 'Relaxation').
 */
import type { ProposedEdit } from '../trip-edits.js';

export interface HomeExpectation {
  destination?: string;
  country?: string;
  travelers?: string;
  duration?: string;
  budgetLevel?: number;
  activities?: string[];
  startDate?: string;
  endDate?: string;
  ready?: boolean;
}

export interface HomeCase {
  /** the traveller's messages in order (the assistant's replies are generated between them) */
  messages: string[];
  expected: HomeExpectation;
}

export interface TripExpectation {
  /** whether a modification suggestion is made at all */
  suggestion?: boolean;
  destination?: string;
  budgetLevel?: number;
  activities?: string[];
  duration?: string;
  startDate?: string;
  endDate?: string;
  /** contained in the suggested travel styles; null: no pace (Relaxed or Packed) among them */
  travelStyle?: string | null;
  edit?: ProposedEdit | null;
  /** words the reply must contain (case-insensitive), e.g. from the guide's answer to a question */
  says?: string;
}

export interface TripCase {
  message: string;
  expected: TripExpectation;
}

export const HOME_CASES: HomeCase[] = [
  { messages: ['My partner and I want 5 days in Lisbon, we love food and museums'], expected: { destination: 'Lisbon', country: 'Portugal', travelers: '2', duration: '5 days', activities: ['Food Tours', 'Museums & Art'], ready: true } },
  { messages: ["I'd like to go to Barcelonna for a week with my wife"], expected: { destination: 'Barcelona', country: 'Spain', travelers: '2', duration: '1 week', ready: true } },
  { messages: ['Lisbonn in May, just me'], expected: { destination: 'Lisbon', travelers: '1', startDate: '2025-05-01', endDate: '2025-05-07', ready: true } },
  { messages: ['Kyotto for 10 days, temples and gardens'], expected: { destination: 'Kyoto', country: 'Japan', duration: '10 days', activities: ['Historical Sites', 'Nature & Outdoors'], ready: true } },
  { messages: ['Family of four to Orlando, theme parks and the beach, 6 days'], expected: { destination: 'Orlando', travelers: '4', duration: '6 days', activities: ["Kid's Activities", 'Beach Activities'] } },
  { messages: ['A group of 6 friends heading to Las Vegas for a long weekend, bars and clubs'], expected: { destination: 'Las Vegas', travelers: '6', duration: 'long weekend', activities: ['Nightlife'] } },
  { messages: ['Solo backpacking trip to Bangkok, two weeks, street food'], expected: { destination: 'Bangkok', travelers: '1', duration: '2 weeks', budgetLevel: 1, activities: ['Solo Travel', 'Food Tours'] } },
  { messages: ['Honeymoon in Santorini, luxury, 7 nights'], expected: { destination: 'Santorini', country: 'Greece', travelers: '2', budgetLevel: 5, duration: '7 nights', activities: ['Romance'] } },
  { messages: ["We're a couple looking for a cheap weekend in Prague"], expected: { destination: 'Prague', travelers: '2', budgetLevel: 1, duration: 'weekend' } },
  { messages: ['Paris from 3 to 7 May, art galleries and wine'], expected: { destination: 'Paris', startDate: '2025-05-03', endDate: '2025-05-07', duration: '5 days', activities: ['Museums & Art', 'Wine Tasting'] } },
  { messages: ['Tokyo May 3-7 with my husband'], expected: { destination: 'Tokyo', travelers: '2', startDate: '2025-05-03', endDate: '2025-05-07', ready: true } },
  { messages: ['Rome June 10th to 15th, history and food'], expected: { destination: 'Rome', startDate: '2025-06-10', endDate: '2025-06-15', activities: ['Historical Sites', 'Food Tours'] } },
  { messages: ['Thinking about Amsterdam next weekend with friends'], expected: { destination: 'Amsterdam', startDate: '2025-02-14', endDate: '2025-02-16', travelers: '5+', ready: true } },
  { messages: ['Going to Dubai in April for a week, mid-range, shopping and the souks'], expected: { destination: 'Dubai', country: 'United Arab Emirates', startDate: '2025-04-01', endDate: '2025-04-07', budgetLevel: 3, duration: '1 week', activities: ['Shopping'] } },
  { messages: ["Costa Rica for two weeks, wildlife and hiking, we're 3 adults"], expected: { destination: 'Costa Rica', country: 'Costa Rica', travelers: '3 adults', duration: '2 weeks', activities: ['Wildlife Viewing', 'Nature & Outdoors'] } },
  { messages: ["Let's plan Berlin, 4 days, nightlife and museums, on a budget"], expected: { destination: 'Berlin', country: 'Germany', duration: '4 days', budgetLevel: 2, activities: ['Nightlife', 'Museums & Art'] } },
  { messages: ['Barcelona with the kids for 5 days, beaches'], expected: { destination: 'Barcelona', travelers: '3-4', duration: '5 days', activities: ["Kid's Activities", 'Beach Activities'] } },
  { messages: ['I want to take my dog to London for 3 days'], expected: { destination: 'London', country: 'United Kingdom', duration: '3 days', activities: ['Pet Friendly'] } },
  { messages: ['Digital nomad looking to spend a month working remotely in Lisbon'], expected: { destination: 'Lisbon', duration: '1 month', activities: ['Remote Work'] } },
  { messages: ['Vienna, 5 days, spa and the opera, five-star hotels'], expected: { destination: 'Vienna', country: 'Austria', budgetLevel: 5, activities: ['Wellness & Spa', 'Museums & Art'] } },
  { messages: ['Istanbul 6 days, markets and history, my wife and I'], expected: { destination: 'Istanbul', travelers: '2', duration: '6 days', activities: ['Shopping', 'Historical Sites'] } },
  { messages: ['Cancun all-inclusive for a week with my girlfriend, beaches and snorkeling'], expected: { destination: 'Cancún', country: 'Mexico', travelers: '2', duration: '1 week', activities: ['Beach Activities'] } },
  { messages: ['Singapore 4 days, food and photography, solo'], expected: { destination: 'Singapore', travelers: '1', duration: '4 days', activities: ['Food Tours', 'Photography', 'Solo Travel'] } },
  { messages: ['Osaka for a week, me and my 2 kids'], expected: { destination: 'Osaka', travelers: '1 adult, 2 children', duration: '1 week', activities: ["Kid's Activities"] } },
  { messages: ['Milan shopping trip, 3 days, happy to splurge'], expected: { destination: 'Milan', budgetLevel: 5, duration: '3 days', activities: ['Shopping'] } },
  { messages: ['Florence and wine tasting in Tuscany, 5 days, romantic'], expected: { destination: 'Florence', duration: '5 days', activities: ['Wine Tasting', 'Romance'] } },
  { messages: ['Venice for a long weekend'], expected: { destination: 'Venice', duration: 'long weekend', ready: true } },
  { messages: ['Dublin pubs and live music for 3 nights with the lads'], expected: { destination: 'Dublin', country: 'Ireland', duration: '3 nights', travelers: '5+', activities: ['Nightlife'] } },
  { messages: ['Sidney for 2 weeks, beaches and surfing'], expected: { destination: 'Sydney', country: 'Australia', duration: '2 weeks', activities: ['Beach Activities', 'Adventure Sports'] } },
  { messages: ['Hong Kong 5 days, food, shopping and views'], expected: { destination: 'Hong Kong', duration: '5 days', activities: ['Food Tours', 'Shopping', 'Photography'] } },
  { messages: ['Seoul for 6 days, food and markets, budget-friendly'], expected: { destination: 'Seoul', country: 'South Korea', duration: '6 days', budgetLevel: 1, activities: ['Food Tours', 'Shopping'] } },
  { messages: ['Delhi for 4 days, history and temples, mid-range'], expected: { destination: 'Delhi', country: 'India', budgetLevel: 3, activities: ['Historical Sites'] } },
  { messages: ['Phuket, 10 days, beaches, diving and massages'], expected: { destination: 'Phuket', country: 'Thailand', duration: '10 days', activities: ['Beach Activities', 'Adventure Sports', 'Wellness & Spa'] } },
  { messages: ['Miami for a weekend with friends, beaches and clubbing'], expected: { destination: 'Miami', duration: 'weekend', travelers: '5+', activities: ['Beach Activities', 'Nightlife'] } },
  { messages: ['Marrakech for 5 days'], expected: { destination: 'Marrakech', country: 'Morocco', duration: '5 days' } },
  { messages: ['Porto for a week with my partner'], expected: { destination: 'Porto', country: 'Portugal', travelers: '2', duration: '1 week' } },
  { messages: ['Rabat for 5 days'], expected: { destination: 'Rabat', country: 'Morocco', ready: false } },
  { messages: ['Coimbra for a week with my partner'], expected: { destination: 'Coimbra', country: 'Portugal', travelers: '2', ready: false } },
  { messages: ["Let's go to Bolivia for two weeks"], expected: { destination: '', country: 'Bolivia', duration: '2 weeks', ready: false } },
  { messages: ['I want to visit Japan for 8 days'], expected: { country: 'Japan', duration: '8 days', ready: false } },
  { messages: ['Hi!', 'Rome', '5 days', 'my wife and I, we like history'], expected: { destination: 'Rome', travelers: '2', duration: '5 days', activities: ['Historical Sites'], ready: true } },
  { messages: ['I want to go to Paris', 'actually make it Rome', 'a week'], expected: { destination: 'Rome', country: 'Italy', duration: '1 week', ready: true } },
  { messages: ['Coimbra with my husband', 'ok, Lisbon then', '4 days'], expected: { destination: 'Lisbon', travelers: '2', duration: '4 days', ready: true } },
  { messages: ['Coimbra for 5 days', 'yes'], expected: { destination: 'Porto', duration: '5 days', ready: true } },
  { messages: ['Madrid', 'just plan it'], expected: { destination: 'Madrid', duration: '1 week', ready: true } },
  { messages: ['Athens for 3 days, we love museums', 'no museums actually, beaches instead'], expected: { destination: 'Athens', activities: ['Beach Activities'] } },
  { messages: ['Tokyo for 5 days, not interested in nightlife, love photography'], expected: { destination: 'Tokyo', activities: ['Photography'] } },
  { messages: ['Amsterdam 4 days, cycling and museums, on a shoestring'], expected: { destination: 'Amsterdam', budgetLevel: 1, activities: ['Nature & Outdoors', 'Museums & Art'] } },
  { messages: ['Bangkok with 3 friends for 8 days, nightlife and street food'], expected: { destination: 'Bangkok', travelers: '4 friends', duration: '8 days', activities: ['Nightlife', 'Food Tours'] } },
  { messages: ['Los Angeles 5 days, beaches and hiking'], expected: { destination: 'Los Angeles', country: 'United States', activities: ['Beach Activities', 'Nature & Outdoors'] } },
  { messages: ['NYC for a week in December, museums and shopping'], expected: { destination: 'New York', startDate: '2025-12-01', endDate: '2025-12-07', activities: ['Museums & Art', 'Shopping'] } },
  { messages: ['Boston, 3 days, history, with my husband and our 2 kids'], expected: { destination: 'Boston', travelers: '2 adults, 2 children', activities: ['Historical Sites', "Kid's Activities"] } },
  { messages: ['Shanghai for 4 days, business trip but I want to eat well'], expected: { destination: 'Shanghai', duration: '4 days', activities: ['Food Tours'] } },
  { messages: ['Taipei, 5 days, night markets and hot springs'], expected: { destination: 'Taipei', country: 'Taiwan', activities: ['Shopping', 'Wellness & Spa'] } },
  { messages: ['Kuala Lumpur 3 days cheap eats'], expected: { destination: 'Kuala Lumpur', duration: '3 days', activities: ['Food Tours'] } },
  { messages: ['Ho Chi Minh City, 6 days, street food tour and history'], expected: { destination: 'Ho Chi Minh City', country: 'Vietnam', activities: ['Food Tours', 'Historical Sites'] } },
  { messages: ['Saigon for a week'], expected: { destination: 'Ho Chi Minh City', duration: '1 week', ready: true } },
  { messages: ['Jerusalem, 4 days, history and religious sites'], expected: { destination: 'Jerusalem', activities: ['Historical Sites'] } },
  { messages: ['Munich for Oktoberfest, 4 days with mates'], expected: { destination: 'Munich', travelers: '5+', activities: ['Cultural Festivals'] } },
  { messages: ['Macau 2 days'], expected: { destination: 'Macau', duration: '2 days', ready: true } },
  { messages: ['Antalya beach holiday, 10 days, all inclusive, family of 5'], expected: { destination: 'Antalya', travelers: 'family of 5', activities: ['Beach Activities'] } },
  { messages: ['Pattaya, 5 days, relaxing by the beach'], expected: { destination: 'Pattaya', activities: ['Beach Activities', 'Relaxation'] } },
  { messages: ["Milan or Venice? Let's say Venice, 3 days"], expected: { destination: 'Venice', duration: '3 days' } },
  { messages: ['Cheap trip to Madrid for 3 days'], expected: { destination: 'Madrid', budgetLevel: 1 } },
  { messages: ['Upscale 5 days in London with my boyfriend, theatre and afternoon tea'], expected: { destination: 'London', budgetLevel: 4, travelers: '2', activities: ['Museums & Art', 'Food Tours'] } },
  { messages: ['Quick 2-day trip to Osaka for the food'], expected: { destination: 'Osaka', duration: '2 days', activities: ['Food Tours'] } },
  { messages: ['Rome for 45 days'], expected: { destination: 'Rome', duration: '30 days', ready: true } },
  { messages: ['I need a break. Somewhere with beaches for a week'], expected: { destination: '', duration: '1 week', activities: ['Beach Activities'], ready: false } },
  { messages: ['Berlin from 2025-06-10 to 2025-06-15'], expected: { destination: 'Berlin', startDate: '2025-06-10', endDate: '2025-06-15', duration: '6 days' } },
  { messages: ["We're thinking of Tokio in mid-June for 6 days"], expected: { destination: 'Tokyo', startDate: '2025-06-12', endDate: '2025-06-17', duration: '6 days' } },
  { messages: ['Dubai, 5 days, luxury shopping'], expected: { destination: 'Dubai', budgetLevel: 5, activities: ['Shopping'] } },
  { messages: ['Trip to Athens with my partner next month, ruins and food, 5 days'], expected: { destination: 'Athens', startDate: '2025-03-01', endDate: '2025-03-05', travelers: '2', activities: ['Historical Sites', 'Food Tours'] } },
  // Written after the extractors were tuned on the cases above, as a check on overfitting.
  { messages: ['Can you plan 3 days in Paris for me and my mum? She loves gardens and art'], expected: { destination: 'Paris', travelers: '2', duration: '3 days', activities: ['Nature & Outdoors', 'Museums & Art'] } },
  { messages: ['we are 5 friends going to Amsterdam from April 18 to April 21'], expected: { destination: 'Amsterdam', travelers: '5', startDate: '2025-04-18', endDate: '2025-04-21', duration: '4 days' } },
  { messages: ['A romantic getaway to Venice for our anniversary, 4 nights'], expected: { destination: 'Venice', travelers: '2', duration: '4 nights', activities: ['Romance'] } },
  { messages: ['Heading to Rome with my parents for a week in September'], expected: { destination: 'Rome', travelers: '3', startDate: '2025-09-01', endDate: '2025-09-07' } },
  { messages: ["I'm going to Tokyo alone for 12 days, I love anime, gaming and ramen"], expected: { destination: 'Tokyo', travelers: '1', duration: '12 days', activities: ['Solo Travel', 'Food Tours'] } },
  { messages: ['Barcelona. 4 days. Gaudi architecture, tapas and the beach.'], expected: { destination: 'Barcelona', duration: '4 days', activities: ['Historical Sites', 'Food Tours', 'Beach Activities'] } },
  { messages: ['Take me to Berlin for techno clubs and street art, 3 nights'], expected: { destination: 'Berlin', duration: '3 nights', activities: ['Nightlife', 'Museums & Art'] } },
  { messages: ['Istanbul for 5 days next month, bazaars, mosques and a hammam'], expected: { destination: 'Istanbul', startDate: '2025-03-01', endDate: '2025-03-05', activities: ['Shopping', 'Historical Sites', 'Wellness & Spa'] } },
  { messages: ['Family trip to London with two kids aged 6 and 9, 5 days, museums and parks'], expected: { destination: 'London', duration: '5 days', activities: ["Kid's Activities", 'Museums & Art', 'Nature & Outdoors'] } },
  { messages: ['Looking for somewhere sunny in March'], expected: { destination: '', ready: false } },
  { messages: ['Miami, 4 days, art deco, beaches and Cuban food, mid budget'], expected: { destination: 'Miami', budgetLevel: 3, activities: ['Museums & Art', 'Beach Activities', 'Food Tours'] } },
  { messages: ['Dubai with my wife and 3 kids for 6 days, theme parks and desert safari'], expected: { destination: 'Dubai', travelers: '2 adults, 3 children', duration: '6 days' } },
  { messages: ['Prague in december for the christmas markets, 3 days'], expected: { destination: 'Prague', startDate: '2025-12-01', endDate: '2025-12-03', activities: ['Shopping', 'Cultural Festivals'] } },
  { messages: ['Sydney 9 days, wildlife, beaches and the opera house'], expected: { destination: 'Sydney', duration: '9 days', activities: ['Wildlife Viewing', 'Beach Activities', 'Historical Sites'] } },
  { messages: ["Lets do Seoul for 7 days, I'm into k-beauty shopping and palaces"], expected: { destination: 'Seoul', duration: '7 days', activities: ['Shopping', 'Historical Sites'] } },
  { messages: ['5 days in Singapore in July with my boyfriend, food and gardens, not too expensive'], expected: { destination: 'Singapore', startDate: '2025-07-01', endDate: '2025-07-05', travelers: '2', budgetLevel: 2, activities: ['Food Tours', 'Nature & Outdoors'] } },
  { messages: ['Florence for 6 days, I want to take a cooking class and visit wineries'], expected: { destination: 'Florence', duration: '6 days', activities: ['Food Tours', 'Wine Tasting'] } },
  { messages: ['Any ideas for Kyoto? 4 days, quiet temples, tea ceremony'], expected: { destination: 'Kyoto', duration: '4 days', activities: ['Historical Sites', 'Food Tours'] } },
  { messages: ["Osaka with my girlfriend, 5 days, nightlife and street food, we're on a tight budget"], expected: { destination: 'Osaka', travelers: '2', budgetLevel: 1, activities: ['Nightlife', 'Food Tours'] } },
  { messages: ['I want to go to Edinburgh for 4 days'], expected: { destination: 'Edinburgh', country: 'United Kingdom', ready: false } },
  { messages: ['Lisbon? Or maybe Madrid. 5 days, with my sister'], expected: { destination: 'Madrid', travelers: '2', duration: '5 days' } },
  { messages: ['Las Vegas for my bachelor party, 3 nights, 8 guys'], expected: { destination: 'Las Vegas', travelers: '8', duration: '3 nights', activities: ['Nightlife'] } },
  { messages: ['Cancun, 1 week, all inclusive resort, me and my husband, lots of snorkeling and relaxing'], expected: { destination: 'Cancún', travelers: '2', duration: '1 week', activities: ['Beach Activities', 'Relaxation'] } },
  { messages: ['New York 4 days, Broadway, museums, and Central Park'], expected: { destination: 'New York', duration: '4 days', activities: ['Museums & Art', 'Nature & Outdoors'] } },
  { messages: ['Vienna for 3 days in the spring with my husband, coffee houses and classical music'], expected: { destination: 'Vienna', travelers: '2', duration: '3 days', activities: ['Food Tours', 'Museums & Art'] } },
  { messages: ['Going solo to Bangkok, 6 days, temples, markets and massages'], expected: { destination: 'Bangkok', travelers: '1', activities: ['Solo Travel', 'Historical Sites', 'Shopping', 'Wellness & Spa'] } },
  { messages: ['Taipei 4 days with my 3 kids'], expected: { destination: 'Taipei', travelers: '1 adult, 3 children', activities: ["Kid's Activities"] } },
  { messages: ['Just plan me a week in Athens'], expected: { destination: 'Athens', duration: '1 week', ready: true } },
  { messages: ['Orlando 8 days Disney and Universal with the family'], expected: { destination: 'Orlando', travelers: '3-4', duration: '8 days', activities: ["Kid's Activities"] } },
  { messages: ['Hong Kong and Macau, 6 days, dim sum'], expected: { duration: '6 days', activities: ['Food Tours'] } },
];

/** A five-day Lisbon trip for two, for the trip assistant's cases. */
export const LISBON_TRIP = {
  destination: 'Lisbon',
  country: 'Portugal',
  dates: '2025-06-01 to 2025-06-05',
  preferences: { travelStyle: [], accommodation: [], activities: ['Food Tours', 'Museums & Art'], budgetLevel: 3, currency: 'USD', duration: '5 days', travelers: '2' },
  itinerary: [
    { day: 1, activities: ['Visit the Museu Calouste Gulbenkian', 'Lunch at Time Out Market', 'Sunset at Miradouro da Senhora do Monte'] },
    { day: 2, activities: ['Belém Tower', 'Jerónimos Monastery', 'Pastéis de Belém'] },
    { day: 3, activities: ['Day trip to Sintra', 'Pena Palace'] },
    { day: 4, activities: ['Alfama walk', 'National Tile Museum'] },
    { day: 5, activities: ['Oceanário de Lisboa', 'LX Factory', 'Dinner in Bairro Alto'] },
  ],
  accommodations: ['Boutique hotel in Chiado'],
};

export const TRIP_CASES: TripCase[] = [
  { message: 'Make it cheaper and add more nature', expected: { suggestion: true, budgetLevel: 2, activities: ['Food Tours', 'Museums & Art', 'Nature & Outdoors'], edit: null } },
  { message: "Let's go to Porto instead", expected: { suggestion: true, destination: 'Porto', duration: '5 days' } },
  { message: 'no museums please', expected: { suggestion: true, activities: ['Food Tours'] } },
  { message: 'skip nightlife', expected: { suggestion: false, edit: null } },
  { message: 'make it more luxurious', expected: { suggestion: true, budgetLevel: 4 } },
  { message: 'go all out, luxury please', expected: { suggestion: true, budgetLevel: 5 } },
  { message: 'more relaxed please', expected: { suggestion: true, activities: ['Food Tours', 'Museums & Art', 'Relaxation'], travelStyle: 'Relaxed' } },
  { message: 'move it to 10-14 June', expected: { suggestion: true, startDate: '2025-06-10', endDate: '2025-06-14', duration: '5 days' } },
  { message: 'make it 3 days longer', expected: { suggestion: true, duration: '8 days', startDate: '2025-06-01', endDate: '2025-06-08' } },
  { message: 'only 4 days', expected: { suggestion: true, duration: '4 days', endDate: '2025-06-04' } },
  { message: 'swap day 2 and 3', expected: { suggestion: false, edit: { kind: 'swapDays', a: 2, b: 3 } } },
  { message: 'add a cooking class on day 3', expected: { suggestion: false, edit: { kind: 'addActivity', day: 3, title: 'Cooking class', type: 'other' } } },
  { message: 'drop the museum on day 1', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 1, match: 'Visit the Museu Calouste Gulbenkian' } } },
  { message: 'can you add some wine tasting and remove food', expected: { suggestion: true, activities: ['Museums & Art', 'Wine Tasting'] } },
  { message: "let's do Barcelona instead, and a bit cheaper", expected: { suggestion: true, destination: 'Barcelona', budgetLevel: 2 } },
  { message: "What's the weather going to be?", expected: { suggestion: false, edit: null } },
  { message: 'add beaches', expected: { suggestion: true, activities: ['Food Tours', 'Museums & Art', 'Beach Activities'] } },
  { message: "we'd like it a lot cheaper", expected: { suggestion: true, budgetLevel: 1 } },
  { message: 'change the dates to July 1st to July 6th', expected: { suggestion: true, startDate: '2025-07-01', endDate: '2025-07-06', duration: '6 days' } },
  { message: 'shorten it by 2 days', expected: { suggestion: true, duration: '3 days', endDate: '2025-06-03' } },
  { message: 'Replace museums with shopping', expected: { suggestion: true, activities: ['Food Tours', 'Shopping'] } },
  { message: 'make it a week', expected: { suggestion: true, duration: '7 days', endDate: '2025-06-07' } },
  { message: 'on day 2 add a fado show', expected: { suggestion: false, edit: { kind: 'addActivity', day: 2, title: 'Fado show', type: 'other' } } },
  { message: 'swap day 1 with day 5', expected: { edit: { kind: 'swapDays', a: 1, b: 5 } } },
  { message: 'Can we fit in more activities? We want it packed', expected: { suggestion: true, travelStyle: 'Packed', activities: ['Food Tours', 'Museums & Art'] } },
  { message: 'less nightlife, more local experiences', expected: { suggestion: true, activities: ['Food Tours', 'Museums & Art', 'Local Experiences'] } },
  // Written after the extractors were tuned on the cases above, as a check on overfitting.
  { message: 'Could you make it a bit more upscale?', expected: { suggestion: true, budgetLevel: 4 } },
  { message: "I'd rather have fewer museums and more beach time", expected: { suggestion: true, activities: ['Food Tours', 'Beach Activities'] } },
  { message: "Let's push everything to August 3-8", expected: { suggestion: true, startDate: '2025-08-03', endDate: '2025-08-08' } },
  { message: 'Add two more days', expected: { suggestion: true, duration: '7 days', endDate: '2025-06-07' } },
  { message: 'Can we go to Madrid instead?', expected: { suggestion: true, destination: 'Madrid' } },
  { message: 'Remove Pena Palace from day 3', expected: { edit: { kind: 'removeActivity', day: 3, match: 'Pena Palace' } } },
  { message: 'put a sunset cruise on day 4', expected: { edit: { kind: 'addActivity', day: 4, title: 'Sunset cruise', type: 'sightseeing' } } },
  { message: 'switch days 4 and 5', expected: { edit: { kind: 'swapDays', a: 4, b: 5 } } },
  { message: "it's too rushed, slow it down", expected: { suggestion: true, travelStyle: 'Relaxed' } },
  { message: "We'd love some nightlife too", expected: { suggestion: true, activities: ['Food Tours', 'Museums & Art', 'Nightlife'] } },
  { message: 'Is there a good vegan restaurant?', expected: { suggestion: false, edit: null } },
  { message: 'make it 10 days and add hiking', expected: { suggestion: true, duration: '10 days', activities: ['Food Tours', 'Museums & Art', 'Nature & Outdoors'] } },
  // Issue 17, item 6: questions get answers and change nothing; a change to one day changes that
  // day; stops are found by name on any day, whatever the case, accents or part of the name.
  { message: 'what is the weather like in December?', expected: { suggestion: false, edit: null, says: 'Winters are mild but can be rainy' } },
  { message: 'What should I wear in June?', expected: { suggestion: false, edit: null, says: 'shoes with grip' } },
  { message: 'Will it rain a lot?', expected: { suggestion: false, edit: null, says: "can't see live forecasts" } },
  { message: 'When is the best time to visit Lisbon?', expected: { suggestion: false, edit: null, says: 'March to June' } },
  { message: 'Is the Oceanário open on Mondays?', expected: { suggestion: false, edit: null, says: 'Mo-Su 10:00-19:00' } },
  { message: 'is Jeronimos monastery open on day 2?', expected: { suggestion: false, edit: null, says: 'Mo off' } },
  { message: 'How far is the Oceanário from Belém Tower?', expected: { suggestion: false, edit: null, says: 'km from' } },
  { message: 'What is LX Factory?', expected: { suggestion: false, edit: null, says: 'on day 5' } },
  { message: 'Should I skip Sintra?', expected: { suggestion: false, edit: null, says: 'your call' } },
  { message: 'Should we go to Porto instead?', expected: { suggestion: false, edit: null } },
  { message: 'Do I need to book Pena Palace tickets?', expected: { suggestion: false, edit: null } },
  { message: "What's there to do at night?", expected: { suggestion: false, edit: null } },
  { message: 'Is it cheaper to go in May?', expected: { suggestion: false, edit: null } },
  { message: 'How long is the trip to Sintra?', expected: { suggestion: false, edit: null } },
  { message: 'Is day 3 too much?', expected: { suggestion: false, edit: null, says: 'make day 3 more relaxed' } },
  { message: 'Make day 3 more relaxed', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 3, match: 'Pena Palace' } } },
  { message: 'day 1 is too busy', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 1, match: 'Sunset at Miradouro da Senhora do Monte' } } },
  { message: 'Can we take it easy on day 2?', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 2, match: 'Pastéis de Belém' } } },
  { message: 'day 5 feels rushed, and make it cheaper', expected: { suggestion: true, budgetLevel: 2, travelStyle: null, edit: { kind: 'removeActivity', day: 5, match: 'Dinner in Bairro Alto' } } },
  { message: 'make day 4 busier', expected: { suggestion: false, edit: null } },
  { message: 'add a museum to day 2', expected: { suggestion: false, edit: { kind: 'addActivity', day: 2, title: 'Museum', type: 'sightseeing' } } },
  { message: 'add a picnic in the park on day 1', expected: { suggestion: false, edit: { kind: 'addActivity', day: 1, title: 'Picnic in the park', type: 'meal' } } },
  { message: 'Remove the Oceanário', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 5, match: 'Oceanário de Lisboa' } } },
  { message: 'remove the oceanario please', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 5, match: 'Oceanário de Lisboa' } } },
  { message: 'skip the aquarium', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 5, match: 'Oceanário de Lisboa' } } },
  { message: "I don't want to go to Sintra", expected: { suggestion: false, edit: { kind: 'removeActivity', day: 3, match: 'Day trip to Sintra' } } },
  { message: 'drop jeronimos', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 2, match: 'Jerónimos Monastery' } } },
  { message: 'get rid of the LX factory', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 5, match: 'LX Factory' } } },
  { message: 'Cancel the tile museum', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 4, match: 'National Tile Museum' } } },
  { message: 'take out the Time Out Market lunch', expected: { suggestion: false, edit: { kind: 'removeActivity', day: 1, match: 'Lunch at Time Out Market' } } },
  { message: 'remove the museum', expected: { suggestion: false, edit: null, says: 'Which one' } },
  { message: 'remove the zoo', expected: { suggestion: false, edit: null, says: "couldn't find" } },
  { message: 'Remove the Oceanário and make it more luxurious', expected: { suggestion: true, budgetLevel: 4, edit: { kind: 'removeActivity', day: 5, match: 'Oceanário de Lisboa' } } },
  { message: 'Make the whole trip more relaxed', expected: { suggestion: true, travelStyle: 'Relaxed', edit: null } },
  { message: "It's too expensive, can you make it cheaper?", expected: { suggestion: true, budgetLevel: 2 } },
  { message: 'Add a day please', expected: { suggestion: true, duration: '6 days', endDate: '2025-06-06' } },
  { message: 'We want to go in December instead', expected: { suggestion: true, startDate: '2025-12-01', endDate: '2025-12-05' } },
  { message: 'Is Pena Palace worth it? Also make it cheaper', expected: { suggestion: true, budgetLevel: 2, says: 'on day 3' } },
];
