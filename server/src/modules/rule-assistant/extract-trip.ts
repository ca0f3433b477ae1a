/**
 * Everything a home-chat conversation says about the trip, read from the traveller's messages
 * in order, so that later messages override earlier ones; then the generation request it
 * amounts to (the answer of POST /api/generate/destination).
 */
import { defaultPreferences } from '@odyssey/domain';
import dayjs from 'dayjs';
import { extractBudget, stepBudget, type BudgetLevel } from './extract-budget.js';
import { extractDates, type DateRange } from './extract-dates.js';
import { extractDestination, findPlaces, type DestinationMention } from './extract-destination.js';
import { durationText, extractDuration, MAX_TRIP_DAYS, type Duration } from './extract-duration.js';
import { extractInterests } from './extract-interests.js';
import { extractParty, type Party } from './extract-party.js';
import { extractAccommodation, extractPace, type Pace } from './extract-style.js';
import { RELAXATION, SIGHTSEEING, type ActivityName } from './interest-words.js';
import { normaliseText } from './normalise.js';
import { asksForWarmth } from './warm-destinations.js';
import type { ChatMessage, CoveredDestination, DestinationLookups, TripPreferences, TripRequest } from './offline-assistant.types.js';

/** The home chat's defaults (docs/product/traveller.md, section 3). */
export const HOME_CHAT_DEFAULTS: TripPreferences = { ...defaultPreferences(), activities: [SIGHTSEEING] };

export interface TripFindings {
  destination?: DestinationMention;
  party?: Party;
  /** the length asked for, or the dates' length */
  duration?: Duration;
  dates?: DateRange;
  budgetLevel?: BudgetLevel;
  interests: ActivityName[];
  pace?: Pace;
  accommodation: string[];
  /** the traveller asked for a longer trip than the planner makes */
  tooLong: boolean;
  /** the last message says to go ahead ("just plan it") */
  goAhead: boolean;
  /** somewhere warm was asked for and no destination named since: the day (YYYY-MM-DD) whose month it is for */
  warmthFor?: string;
}

const GO_AHEAD = /\b(?:just plan it|plan it|go ahead|surprise me|lets do (?:it|this|that)|create (?:it|the trip|my trip|the plan)|build it|generate(?: it| the trip)?|good to go|thats (?:all|it|everything)|nothing else|sounds (?:good|great|perfect)|yes please|im ready|start planning|dont mind|doesnt matter|no preference|whatever|up to you|you decide|you choose|either is fine)\b/;
const YES = /^(?:yes|yeah|yep|sure|ok|okay|sounds good|lets do that|that works|perfect|great|fine|go for it|why not)\b/;

export function readConversation(messages: readonly ChatMessage[], today: string, lookups: DestinationLookups): TripFindings {
  const findings: TripFindings = { interests: [], accommodation: [], tooLong: false, goAhead: false };
  let datesText: string | undefined;
  let datesAt = -1;
  let durationAt = -1;
  let budgetLevel: number | undefined;
  let wantsWarmth = false;
  messages.forEach((message, index) => {
    if (message.role !== 'user') return;
    const text = message.content;
    const named = extractDestination(text, lookups) ?? acceptedOffer(text, messages[index - 1], lookups);
    // A refused destination was answered already; the next message is read as a new request, not as more about it.
    findings.destination = named ?? (findings.destination && isRefused(findings.destination) ? undefined : findings.destination);
    wantsWarmth = asksForWarmth(text) || (wantsWarmth && !named);
    findings.party = extractParty(text) ?? findings.party;
    findings.pace = extractPace(text) ?? findings.pace;
    findings.accommodation = [...new Set([...findings.accommodation, ...extractAccommodation(text)])];

    const duration = extractDuration(text);
    if (duration) [findings.duration, durationAt] = [duration, index];
    if (extractDates(text, today)) [datesText, datesAt] = [text, index];

    const budget = extractBudget(text);
    if (budget.level !== undefined) budgetLevel = budget.level;
    else if (budget.change !== undefined) budgetLevel = stepBudget(budgetLevel ?? HOME_CHAT_DEFAULTS.budgetLevel, budget.change);

    const { wanted, unwanted } = extractInterests(text);
    findings.interests = [...findings.interests.filter((interest) => !unwanted.includes(interest)), ...wanted.filter((interest) => !findings.interests.includes(interest))];
    findings.goAhead = GO_AHEAD.test(normaliseText(text));
  });
  findings.budgetLevel = budgetLevel as BudgetLevel | undefined;
  if (datesText !== undefined) applyDates(findings, extractDates(datesText, today, findings.duration?.days), durationAt > datesAt);
  if (wantsWarmth) findings.warmthFor = findings.dates?.startDate ?? today;
  if (findings.duration && findings.duration.days > MAX_TRIP_DAYS) {
    findings.tooLong = true;
    findings.duration = { text: durationText(MAX_TRIP_DAYS), days: MAX_TRIP_DAYS };
  }
  return findings;
}

export function extractTripRequest(messages: readonly ChatMessage[], today: string, lookups: DestinationLookups): TripRequest {
  return requestFrom(readConversation(messages, today, lookups));
}

/** The generation request the findings amount to, with the home chat's defaults for anything unsaid. */
export function requestFrom(findings: TripFindings): TripRequest {
  const place = placeOf(findings.destination);
  const activities: string[] = findings.interests.length > 0 ? [...findings.interests] : [...HOME_CHAT_DEFAULTS.activities];
  if (findings.pace === 'Relaxed' && !activities.includes(RELAXATION)) activities.push(RELAXATION);
  return {
    destination: place.destination,
    country: place.country,
    ...(findings.dates?.endDate ? { startDate: findings.dates.startDate, endDate: findings.dates.endDate } : {}),
    preferences: {
      ...HOME_CHAT_DEFAULTS,
      travelStyle: travelStyleOf(findings),
      accommodation: findings.accommodation,
      activities,
      budgetLevel: findings.budgetLevel ?? HOME_CHAT_DEFAULTS.budgetLevel,
      duration: findings.duration?.text ?? HOME_CHAT_DEFAULTS.duration,
      travelers: findings.party?.travelers ?? HOME_CHAT_DEFAULTS.travelers,
    },
  };
}

/** A place the offline guide cannot plan: the chat refuses it and offers the nearest it can (home-assistant.ts). */
function isRefused(mention: DestinationMention): boolean {
  return mention.kind === 'uncovered' || (mention.kind === 'country' && mention.country.covered.length === 0);
}

/** The destination to plan: a country stands for its most prominent covered destination. */
export function placeOf(mention: DestinationMention | undefined): { destination: string; country: string; covered?: CoveredDestination } {
  switch (mention?.kind) {
    case 'covered':
      return { destination: mention.destination.name, country: mention.destination.country, covered: mention.destination };
    case 'uncovered':
      return { destination: mention.name, country: mention.country };
    case 'country': {
      const [first] = mention.country.covered;
      return first ? { destination: first.name, country: first.country, covered: first } : { destination: '', country: mention.country.name };
    }
    default:
      return { destination: '', country: '' };
  }
}

/** Dates fix the trip's length, unless a length was asked for after them ("3 to 7 May" ... "make it 10 days"). */
function applyDates(findings: TripFindings, dates: DateRange | undefined, lengthCameLater: boolean): void {
  if (!dates) return;
  if (!dates.endDate || (lengthCameLater && findings.duration)) {
    const days = findings.duration?.days;
    findings.dates = days === undefined ? dates : { startDate: dates.startDate, endDate: dayjs(dates.startDate).add(Math.min(days, MAX_TRIP_DAYS) - 1, 'day').format('YYYY-MM-DD') };
    return;
  }
  const days = dayjs(dates.endDate).diff(dates.startDate, 'day') + 1;
  findings.dates = days > MAX_TRIP_DAYS ? { startDate: dates.startDate, endDate: dayjs(dates.startDate).add(MAX_TRIP_DAYS - 1, 'day').format('YYYY-MM-DD') } : dates;
  findings.tooLong ||= days > MAX_TRIP_DAYS;
  if (findings.duration?.days !== Math.min(days, MAX_TRIP_DAYS)) findings.duration = { text: durationText(Math.min(days, MAX_TRIP_DAYS)), days: Math.min(days, MAX_TRIP_DAYS) };
}

/** "Yes" to the assistant's offer of a covered destination ("the nearest I can plan is Lisbon") takes it. */
function acceptedOffer(text: string, previous: ChatMessage | undefined, lookups: DestinationLookups): DestinationMention | undefined {
  if (previous?.role !== 'assistant' || !YES.test(normaliseText(text))) return undefined;
  return findPlaces(previous.content, lookups).find((place) => place.mention.kind === 'covered')?.mention;
}

/** The wizard's travel styles the conversation implies, so the wizard shows them when the trip is modified. */
function travelStyleOf(findings: TripFindings): string[] {
  const styles: string[] = [];
  if (findings.party?.kind === 'family') styles.push('Family-friendly');
  if (findings.party?.kind === 'solo') styles.push('Solo Travel');
  if (findings.budgetLevel !== undefined && findings.budgetLevel <= 2) styles.push('Budget');
  if (findings.budgetLevel === 5) styles.push('Luxury');
  if (findings.interests.includes('Romance')) styles.push('Romantic');
  if (findings.interests.includes('Adventure Sports')) styles.push('Adventure');
  if (findings.interests.some((interest) => ['Historical Sites', 'Museums & Art', 'Cultural Festivals', 'Local Experiences'].includes(interest))) styles.push('Cultural');
  if (findings.pace) styles.push(findings.pace);
  return styles;
}
