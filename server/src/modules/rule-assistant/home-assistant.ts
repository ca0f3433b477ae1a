/**
 * The home chat without AI: it gathers where, how long, who, budget and interests, asking for
 * one or two missing things at a time, and says it is ready (with one of
 * READY_TO_CREATE_PHRASES) once it has a covered destination and a length or dates, or the
 * traveller says to go ahead.
 */
import dayjs from 'dayjs';
import { readConversation, requestFrom, placeOf, type TripFindings } from './extract-trip.js';
import { normaliseText, seedOf } from './normalise.js';
import {
  ACKNOWLEDGEMENTS, ACKNOWLEDGEMENTS_BEFORE_A_PLACE, ASK_DESTINATION, ASK_INTERESTS, ASK_LENGTH, ASK_PARTY, CANT_DO, DEFAULTS_NOTE, GREETINGS, OFFLINE_HONESTY, READY_TO_CREATE_PHRASES, asksTheImpossible, listOf, pick,
} from './phrases.js';
import { tripSentence } from './trip-confirmation.js';
import { warmDestinations } from './warm-destinations.js';
import { budgetWords, datesWords, interestsWords, nearbyWords, travellersWords } from './trip-words.js';
import type { ChatMessage, DestinationLookups, NearbyDestination, TripRequest } from './offline-assistant.types.js';

export interface HomeChatReply {
  message: string;
  /** the message holds a ready-to-create phrase and `request` has a destination */
  ready: boolean;
  /** the trip as understood so far (what POST /api/generate/destination answers) */
  request: TripRequest;
}

export function replyToHomeChat(messages: readonly ChatMessage[], today: string, lookups: DestinationLookups): HomeChatReply {
  const findings = readConversation(messages, today, lookups);
  const request = requestFrom(findings);
  const seed = seedOf(messages.map((message) => message.content));
  const lastWords = [...messages].reverse().find((message) => message.role === 'user')?.content;
  if (lastWords === undefined) return { message: pick(GREETINGS, seed), ready: false, request };

  const honesty = asksTheImpossible(normaliseText(lastWords)) ? [CANT_DO] : [];
  const { message, ready } = answer(findings, request, seed, lookups);
  return { message: [...honesty, message].join(' '), ready, request };
}

function answer(findings: TripFindings, request: TripRequest, seed: number, lookups: DestinationLookups): { message: string; ready: boolean } {
  const mention = findings.destination;
  if (!mention) {
    if (!understoodAnything(findings)) return notReady(findings.goAhead ? `I'd love to, I just need a destination first. ${pick(ASK_DESTINATION, seed, 3)}` : pick(GREETINGS, seed));
    const length = findings.duration || findings.dates ? undefined : pick(ASK_LENGTH, seed, 2);
    const ask = findings.warmthFor ? warmOffer(findings.warmthFor, lookups, seed) : pick(ASK_DESTINATION, seed, 3);
    return notReady(sentences(pick(ACKNOWLEDGEMENTS_BEFORE_A_PLACE, seed, 1), notedWords(findings, request), ask, length));
  }
  if (mention.kind === 'uncovered') {
    return notReady(`${mention.name}, ${mention.country}, sounds great, but ${lowerFirst(pick(OFFLINE_HONESTY, seed, 4))} ${nearestOffer(mention.nearest)}`);
  }
  if (mention.kind === 'country' && mention.country.covered.length === 0) {
    return notReady(`I'd love to help with ${mention.country.name}, but ${lowerFirst(pick(OFFLINE_HONESTY, seed, 4))} ${nearestOffer(mention.nearest)}`);
  }
  if (mention.kind === 'country' && mention.country.covered.length > 1 && !findings.goAhead) {
    const options = listOf(mention.country.covered.map((destination) => destination.name), 'or');
    return notReady(`${pick(ACKNOWLEDGEMENTS, seed, 1)} In ${mention.country.name} I can plan ${options}. Which would you like?`);
  }

  const { destination } = placeOf(mention);
  const naming = mention.kind === 'country' ? `In ${mention.country.name} I'll plan ${destination}.` : mention.misspelt ? `I take it you mean ${destination}.` : undefined;
  const limit = findings.tooLong ? 'Plans are at most 30 days long, so I kept it to 30.' : undefined;

  const hasLength = findings.duration !== undefined || findings.dates?.endDate !== undefined;
  if (!hasLength && !findings.goAhead) {
    const next = findings.party === undefined ? ASK_PARTY : findings.interests.length === 0 ? ASK_INTERESTS : undefined;
    return notReady(sentences(pick(ACKNOWLEDGEMENTS, seed, 1), naming ?? `${destination} it is.`, limit, pick(ASK_LENGTH, seed, 2), next && pick(next, seed, 5)));
  }

  const assumed = hasLength ? undefined : `With no dates or length given, I'll plan ${request.preferences.duration.toLowerCase()}.`;
  const ready = `${pick(READY_TO_CREATE_PHRASES, seed, 6)} ${tripSentence(request)}`;
  return { message: sentences(pick(ACKNOWLEDGEMENTS, seed, 1), naming, limit, assumed, ready, pick(DEFAULTS_NOTE, seed, 7)), ready: true };
}

/** "Noted: a trip for two travellers, from 1 February to 7 February 2027, on an economy budget.": the traveller sees the message was read. */
function notedWords(findings: TripFindings, request: TripRequest): string | undefined {
  const { preferences } = request;
  const parts = [
    findings.party && `for ${travellersWords(preferences.travelers)}`,
    findings.dates ? datesWords(findings.dates) : findings.duration && `of ${findings.duration.days} ${findings.duration.days === 1 ? 'day' : 'days'}`,
    findings.budgetLevel !== undefined && budgetWords(findings.budgetLevel),
    findings.interests.length > 0 && `focused on ${interestsWords(findings.interests)}`,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? `Noted: a trip ${parts.join(', ')}.` : undefined;
}

/** Warm destinations for the month asked about, said honestly: the reason is the season, not a forecast. */
function warmOffer(day: string, lookups: DestinationLookups, seed: number): string {
  const month = dayjs(day);
  const { why, destinations } = warmDestinations(lookups.list(), month.month() + 1, month.format('MMMM'), seed);
  if (destinations.length === 0) return pick(ASK_DESTINATION, seed, 3);
  return `I can't check the weather offline, but ${why}: I can plan ${listOf(destinations.map((destination) => destination.name), 'or')}. Would one of those work, or do you have another place in mind?`;
}

function nearestOffer(nearest: readonly NearbyDestination[]): string {
  if (nearest.length === 0) return 'Is there another destination you would like?';
  return `The nearest destinations I can plan are ${nearbyWords(nearest)}. Would one of those work for you?`;
}

function understoodAnything(findings: TripFindings): boolean {
  return Boolean(findings.warmthFor || findings.party || findings.duration || findings.dates || findings.budgetLevel || findings.pace || findings.interests.length > 0);
}

function sentences(...parts: Array<string | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

function notReady(message: string): { message: string; ready: boolean } {
  return { message, ready: false };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
