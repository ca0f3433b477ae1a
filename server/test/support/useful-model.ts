/**
 * The stand-in's "useful model": answers Odyssey's own prompts well enough for end-to-end
 * flows. It knows a handful of destinations, answers the place-proposal schema for Coimbra
 * (outside the guide) with real places, ranks guide candidates, writes day titles, drafts trip
 * requests from chats, says a ready phrase once a chat names a destination and a length, and
 * reads trip-modification requests. Anything else gets a 500, so a test never passes by luck.
 */
import { READY_TO_CREATE_PHRASES } from '../../src/modules/rule-assistant/phrases.js';
import type { RecordedRequest, StandInBehaviour } from './openai-stand-in.js';
import { COIMBRA_PROPOSAL } from '../../src/modules/ai/trip/__tests__/coimbra-proposal.fixture.js';

const PLACES: Record<string, string> = { lisbon: 'Portugal', porto: 'Portugal', coimbra: 'Portugal', lyon: 'France', paris: 'France', kyoto: 'Japan' };
const INTEREST_WORDS: Array<[RegExp, string]> = [
  [/\bfood|eat|culinary/i, 'Food Tours'],
  [/\bmuseum|art\b|galler/i, 'Museums & Art'],
  [/\bnature|outdoor|hik/i, 'Nature & Outdoors'],
  [/\bwine|port\b/i, 'Wine Tasting'],
  [/\bhistor/i, 'Historical Sites'],
  [/\bbeach/i, 'Beach Activities'],
  [/\bshop/i, 'Shopping'],
];

export function usefulModel(request: RecordedRequest): StandInBehaviour {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
  const userTexts = request.messages.filter((message) => message.role === 'user').map((message) => message.content);
  switch (request.response_format?.json_schema?.name) {
    case 'destination_proposal':
      return /Destination: Coimbra\b/.test(userTexts[0] ?? '') ? { reply: COIMBRA_PROPOSAL } : { status: 500, message: 'the useful model only researches Coimbra' };
    case 'guide_picks':
      return { reply: guidePicks(userTexts[0] ?? '') };
    case 'day_writing':
      return { reply: dayWriting(userTexts[0] ?? '') };
    case 'trip_request':
      return { reply: tripRequest(userTexts.join('\n')) };
    case 'trip_modification':
      return { reply: tripModification(system, userTexts[userTexts.length - 1] ?? '') };
    case undefined:
      return { reply: homeChat(userTexts.join('\n')) };
    default:
      return { status: 500, message: `the useful model does not know the schema ${request.response_format?.json_schema?.name}` };
  }
}

function destinationIn(text: string): string | undefined {
  return [...text.toLowerCase().matchAll(/[a-z]+/g)].map((match) => match[0]).reverse().find((word) => word in PLACES);
}

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function daysIn(text: string): number | undefined {
  const days = /(\d+)\s*days?/i.exec(text);
  return days ? Number(days[1]) : undefined;
}

function interestsIn(text: string): string[] {
  return INTEREST_WORDS.filter(([pattern]) => pattern.test(text)).map(([, interest]) => interest);
}

function homeChat(conversation: string): string {
  const place = destinationIn(conversation);
  const days = daysIn(conversation);
  if (!place) return 'Where would you like to go, and for how many days?';
  if (!days) return `${title(place)} is a great choice! How many days will you stay?`;
  return `Wonderful. ${READY_TO_CREATE_PHRASES[0]} ${days}-day ${title(place)} itinerary, built around what you enjoy.`;
}

function tripRequest(conversation: string) {
  const place = destinationIn(conversation);
  const days = daysIn(conversation);
  const interests = interestsIn(conversation);
  const travelers = /partner|wife|husband|couple|two of us/i.test(conversation) ? '2' : /family|kids/i.test(conversation) ? '3-4' : '1';
  return {
    destination: place ? title(place) : '',
    country: place ? PLACES[place] : '',
    startDate: null,
    endDate: null,
    preferences: { travelStyle: [], accommodation: [], activities: interests, budgetLevel: /cheap|budget/i.test(conversation) ? 2 : 3, currency: 'USD', duration: days ? `${days} days` : '1 Week', travelers },
  };
}

function tripModification(system: string, message: string) {
  const trip = JSON.parse(/Current trip \(JSON\): (.*)$/m.exec(system)?.[1] ?? '{}') as {
    destination: string;
    country: string;
    startDate: string | null;
    endDate: string | null;
    preferences: { activities: string[]; budgetLevel: number } & Record<string, unknown>;
  };
  const preferences = { ...trip.preferences, activities: [...trip.preferences.activities] };
  const changes: string[] = [];
  if (/cheaper|less expensive/i.test(message)) {
    preferences.budgetLevel = Math.max(1, preferences.budgetLevel - 1);
    changes.push('a lower budget');
  }
  for (const interest of interestsIn(message)) {
    if (!preferences.activities.includes(interest)) preferences.activities.push(interest);
    changes.push(`more ${interest}`);
  }
  const place = destinationIn(message);
  const destination = place && title(place) !== trip.destination ? title(place) : trip.destination;
  if (destination !== trip.destination) changes.push(`${destination} instead of ${trip.destination}`);
  const swap = /swap days? (\d+) and (\d+)/i.exec(message);
  return {
    message: changes.length > 0 ? `Here is what I'd change: ${changes.join(', ')}.` : swap ? `I can swap day ${swap[1]} and day ${swap[2]}.` : 'What would you like to change?',
    modificationSuggestion: changes.length > 0 ? { destination, country: place && destination !== trip.destination ? PLACES[place] : trip.country, startDate: trip.startDate, endDate: trip.endDate, preferences } : null,
    proposedEdit: swap ? { kind: 'swapDays', a: Number(swap[1]), b: Number(swap[2]), day: null, match: null, title: null, activityType: null } : null,
  };
}

/** Candidates serving the traveller's interests first, then the rest by popularity. */
function guidePicks(prompt: string) {
  const interests = /^Interests: (.*)$/m.exec(prompt)?.[1].split(', ') ?? [];
  const candidates = [...prompt.matchAll(/^([a-z0-9-]+) \| ([^|]+) \| [^|]+ \| ([^|]*) \| \d+ min \| popularity (\d)/gm)].map(([, id, name, served, popularity]) => ({
    id,
    name: name.trim(),
    interest: interests.find((interest) => served.includes(interest)),
    popularity: Number(popularity),
  }));
  const ranked = [...candidates].sort((a, b) => Number(Boolean(b.interest)) - Number(Boolean(a.interest)) || b.popularity - a.popularity);
  return { picks: ranked.slice(0, 24).map((pick) => ({ id: pick.id, why: pick.interest ? `Picked for your love of ${pick.interest.toLowerCase()}.` : 'A highlight no first visit should miss.' })) };
}

function dayWriting(prompt: string) {
  const days = [...prompt.matchAll(/^Day (\d+) \(now titled "(.*)"\):\n((?: {2}.*\n?)*)/gm)].map(([, day, current, lines]) => {
    const stops = lines.split('\n').map((line) => line.trim().replace(/^\d\d:\d\d /, '')).filter((stop) => stop && !/^(Lunch|Dinner)\b/.test(stop));
    const dayTrip = /day[\s-]?trip/i.test(current);
    return {
      day: Number(day),
      title: `${dayTrip ? 'Day trip: ' : ''}${stops[0] ?? current} and more`.slice(0, 80),
      description: `A day made for you: ${stops.slice(0, 4).join(', ')}.`.slice(0, 240),
    };
  });
  return { days };
}
