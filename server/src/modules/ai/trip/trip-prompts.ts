/**
 * What the model is told when it helps plan a trip. It proposes and writes; the planner
 * orders, times and checks, so the prompts ask for facts (real places, real coordinates,
 * real opening hours) and short texts, never for a schedule.
 */
import { INTERESTS, type LoadedDestination } from '../../guide/index.js';
import { interestsOf, tripCalendar, type PlanRequest, type PlannedTrip } from '../../planner/index.js';
import { budgetLabel } from '../../trips/index.js';

/** The traveller's request in a few lines, as every trip prompt states it. */
export function describeRequest(request: Omit<PlanRequest, 'seed'>): string {
  const { preferences } = request;
  const { dayCount } = tripCalendar(request);
  const interests = interestsOf(preferences.activities);
  return [
    `Destination: ${request.destination}${request.country ? `, ${request.country}` : ''}`,
    request.startDate && request.endDate ? `Dates: ${request.startDate} to ${request.endDate} (${dayCount} days)` : `Length: ${dayCount} days (no dates)`,
    `Travellers: ${preferences.travelers}`,
    `Budget level: ${preferences.budgetLevel} of 5 (${budgetLabel(preferences.budgetLevel)})`,
    `Interests: ${interests.length > 0 ? interests.join(', ') : 'none given (cover the highlights)'}`,
    ...(preferences.travelStyle.length > 0 ? [`Travel style: ${preferences.travelStyle.join(', ')}`] : []),
    ...(preferences.accommodation.length > 0 ? [`Accommodation: ${preferences.accommodation.join(', ')}`] : []),
  ].join('\n');
}

export const DESTINATION_PROPOSAL_SYSTEM = `You are a meticulous travel researcher for Odyssey, a trip planner. You propose the raw material for an itinerary: real places, neighbourhoods with places to eat, places to stay and a destination overview. Odyssey's planner chooses, orders and times the stops itself, so do not write a schedule.

Rules:
- Only real, existing, currently open places. Never invent a place. Coordinates (lat, lng) must be the place's real location to 4 decimals.
- Propose the number of places the request asks for, within 40 km of the centre. A place further away is allowed only as a day trip (dayTrip true, category "daytrip", at most 300 km away); propose at most 3 day trips.
- Cover every interest the traveller chose with at least two places, and also include the destination's must-sees.
- interests: 1 to 5 of exactly these names: ${INTERESTS.join(', ')}.
- hours: OpenStreetMap opening_hours syntax with weekly rules only, e.g. "Mo-Su 09:00-18:00", "Tu-Su 10:00-18:00; Mo off", "24/7". No public holidays (PH), months, dates, sunrise or sunset.
- durationMin: a typical visit, 30 to 480 minutes. price: 0 free, 1 under 15 USD, 2 15-40, 3 40-100, 4 over 100. popularity: 5 a must-see, 1 niche.
- description: your own words, 1 or 2 sentences, 60 to 300 characters.
- neighbourhood: the name of one of your neighbourhoods (4 to 8 of them, each with its centre and 2 to 4 real places or honest area suggestions for lunch and for dinner).
- stays: 2 per budget level 1 (hostel or budget) to 5 (luxury), each with a nightly price band for a double room in the local currency, rising with the level; use a real hotel name only when certain, otherwise a description such as "Boutique hotel in Ribeira".
- overview: a real description of at least 250 characters, the best time to visit, the country's main languages, its ISO 4217 currency, 4 to 8 practical travel tips, customs, transport tips and safety tips.
- knownWell: true only if you know this destination well enough to name its real places. If you do not, answer knownWell false with empty places, neighbourhoods and stays: Odyssey then tells the traveller honestly, which is far better than a guess.
- lat and lng at the top level are the destination's centre; for a country or a large region, plan around its main city and give that city's centre; countryCode is ISO 3166-1 alpha-2; timezone is IANA (e.g. "Europe/Lisbon").
Answer with JSON only, matching the schema.`;

/** About four places a day, so long stays do not run out of things to do. */
export function placesWanted(request: Omit<PlanRequest, 'seed'>): number {
  return Math.min(60, Math.max(25, tripCalendar(request).dayCount * 4));
}

export function destinationProposalPrompt(request: Omit<PlanRequest, 'seed'>): string {
  return `Propose the places (${placesWanted(request)} of them or a few more), neighbourhoods, stays and overview for this trip.\n\n${describeRequest(request)}`;
}

export const GUIDE_PICKS_SYSTEM = `You are a travel expert helping Odyssey's planner personalise a trip. You receive the traveller's request and the candidate places of Odyssey's guide for the destination. Choose the places this traveller will love, best first, using only the candidates' ids, and for each write one short sentence (at most 140 characters) saying why it suits this traveller. Odyssey's planner then orders and times the stops, so do not write a schedule. Choose enough places for every day (about 4 per day), cover every interest the traveller chose, and leave out what does not suit them (for example late bars for families). Answer with JSON only, matching the schema.`;

export function guidePicksPrompt(request: Omit<PlanRequest, 'seed'>, destination: LoadedDestination): string {
  const candidates = destination.places.map(
    (place) => `${place.id} | ${place.name} | ${place.category}${place.dayTrip ? ' (day trip)' : ''} | ${place.interests.join(', ')} | ${place.durationMin} min | popularity ${place.popularity} | price ${place.price}${place.kidFriendly ? ' | kid-friendly' : ''}`,
  );
  return `${describeRequest(request)}\n\nCandidates (id | name | category | interests | visit | popularity | price):\n${candidates.join('\n')}`;
}

export const DAY_WRITING_SYSTEM = `You write for Odyssey, a trip planner. You receive a traveller's request and their planned days, already ordered and timed. For every day write a short, specific title (at most 60 characters, no day number, no emoji) and a one- or two-sentence introduction (at most 240 characters) in a warm, practical voice that speaks to this traveller. Mention only stops that are in that day. If a day is a day trip, keep the words "day trip" in its title. Answer with JSON only, matching the schema.`;

export function dayWritingPrompt(request: Omit<PlanRequest, 'seed'>, plan: Pick<PlannedTrip, 'itinerary'>): string {
  const days = plan.itinerary.map((day) => `Day ${day.day} (now titled "${day.title}"):\n${day.activities.map((activity) => `  ${activity.time ?? ''} ${activity.title}`).join('\n')}`);
  return `${describeRequest(request)}\n\nThe planned days:\n${days.join('\n')}`;
}
