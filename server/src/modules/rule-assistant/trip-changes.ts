/**
 * The preference changes a trip-chat message asks for, applied to the current trip: budget,
 * pace, interests, destination, dates, length and party. Each change is also said in words,
 * and whatever cannot be done exactly is said honestly in a note.
 */
import dayjs from 'dayjs';
import { interestNamed } from '../planner/index.js';
import { budgetLabel } from '../trips/index.js';
import { extractBudget, stepBudget, type BudgetLevel } from './extract-budget.js';
import { extractDates } from './extract-dates.js';
import { extractDestination } from './extract-destination.js';
import { durationText, extractDurationChange, MAX_TRIP_DAYS } from './extract-duration.js';
import { extractInterests } from './extract-interests.js';
import { extractParty } from './extract-party.js';
import { extractPace, PACES } from './extract-style.js';
import { placeOf } from './extract-trip.js';
import { RELAXATION, type ActivityName } from './interest-words.js';
import { normaliseName } from './normalise.js';
import { listOf } from './phrases.js';
import type { CurrentTrip } from './trip-context.js';
import { datesWords, interestsWords, nearbyWords, travellersWords } from './trip-words.js';
import type { DestinationLookups, TripPreferences } from './offline-assistant.types.js';

export interface ModificationSuggestion {
  destination: string;
  country: string;
  startDate?: string;
  endDate?: string;
  /** the trip's preferences with the changes merged in */
  preferences: TripPreferences;
}

export interface TripChanges {
  /** each change in words, e.g. "the budget from Mid-range (3) to Economy (2)" */
  changes: string[];
  /** what could not be done exactly, in full sentences */
  notes: string[];
  /** present when anything changed */
  suggestion?: ModificationSuggestion;
}

export function planChanges(text: string, trip: CurrentTrip, today: string, lookups: DestinationLookups): TripChanges {
  const draft: Draft = {
    destination: trip.destination,
    country: trip.country,
    dates: trip.dates,
    preferences: { ...trip.preferences, travelStyle: [...trip.preferences.travelStyle], accommodation: [...trip.preferences.accommodation], activities: [...trip.preferences.activities] },
    changes: [],
    notes: [],
  };
  changeBudget(text, draft);
  changePace(text, draft);
  changeInterests(text, draft);
  changeDestination(text, trip, draft, lookups);
  changeDatesOrLength(text, trip, today, draft);
  changeParty(text, draft);
  if (draft.changes.length === 0) return { changes: [], notes: draft.notes };
  const { destination, country, dates, preferences } = draft;
  return {
    changes: draft.changes,
    notes: draft.notes,
    suggestion: { destination, country, ...(dates?.endDate ? { startDate: dates.startDate, endDate: dates.endDate } : {}), preferences },
  };
}

interface Draft {
  destination: string;
  country: string;
  dates: CurrentTrip['dates'];
  preferences: TripPreferences;
  changes: string[];
  notes: string[];
}

function changeBudget(text: string, draft: Draft): void {
  const { level, change } = extractBudget(text);
  const from = draft.preferences.budgetLevel as BudgetLevel;
  const to = level ?? (change === undefined ? undefined : stepBudget(from, change));
  if (to === undefined) return;
  if (to === from) {
    draft.notes.push(`The budget is already ${budgetLabel(to)} (${to}${to === 1 ? ', the lowest' : to === 5 ? ', the highest' : ''}).`);
    return;
  }
  draft.preferences.budgetLevel = to;
  draft.changes.push(`the budget from ${budgetLabel(from)} (${from}) to ${budgetLabel(to)} (${to})`);
}

/** A relaxed trip gets the 'Relaxed' style and the 'Relaxation' activity, which the planner honours with calmer wellness stops. */
function changePace(text: string, draft: Draft): void {
  const pace = extractPace(text);
  if (!pace) return;
  const { preferences } = draft;
  preferences.travelStyle = [...preferences.travelStyle.filter((style) => !(PACES as readonly string[]).includes(style)), pace];
  if (pace === 'Relaxed') {
    if (!preferences.activities.includes(RELAXATION)) preferences.activities.push(RELAXATION);
    draft.changes.push('a more relaxed pace (with time for spas, baths and gardens)');
  } else {
    preferences.activities = preferences.activities.filter((activity) => activity !== RELAXATION);
    draft.changes.push('a fuller, more packed pace');
  }
}

function changeInterests(text: string, draft: Draft): void {
  const { wanted, unwanted } = extractInterests(text);
  const { preferences } = draft;
  const sameInterest = (activity: string, interest: ActivityName) => activity === interest || interestNamed(activity) === interest;
  const added = wanted.filter((interest) => !preferences.activities.some((activity) => sameInterest(activity, interest)));
  const removed = unwanted.filter((interest) => preferences.activities.some((activity) => sameInterest(activity, interest)));
  const absent = unwanted.filter((interest) => !removed.includes(interest));
  preferences.activities = [...preferences.activities.filter((activity) => !removed.some((interest) => sameInterest(activity, interest))), ...added];
  if (added.length > 0) draft.changes.push(`adding ${interestsWords(added)}`);
  if (removed.length > 0) draft.changes.push(`dropping ${interestsWords(removed)}`);
  if (absent.length > 0) {
    draft.notes.push(`${listOf(absent)} ${absent.length === 1 ? "isn't one of" : "aren't among"} your interests already, so the planner won't favour ${absent.length === 1 ? 'it' : 'them'}, though a famous stop may still appear.`);
  }
}

function changeDestination(text: string, trip: CurrentTrip, draft: Draft, lookups: DestinationLookups): void {
  const mention = extractDestination(text, lookups);
  if (!mention) return;
  if (mention.kind === 'country' && normaliseName(mention.country.name) === normaliseName(trip.country)) return;
  const { destination, country } = placeOf(mention);
  const target = destination || country;
  if (normaliseName(target) === normaliseName(trip.destination)) return;
  draft.destination = target;
  draft.country = country;
  draft.changes.push(`the destination from ${trip.destination || 'your current one'} to ${target}`);
  if (mention.kind === 'uncovered' || (mention.kind === 'country' && mention.country.covered.length === 0)) {
    const nearest = mention.nearest.length > 0 ? ` The nearest destinations I can plan are ${nearbyWords(mention.nearest)}.` : '';
    draft.notes.push(`Offline plans need a destination my guide covers, and ${target} isn't one yet.${nearest}`);
  } else if (mention.kind === 'country' && mention.country.covered.length > 1) {
    draft.notes.push(`In ${mention.country.name} I can plan ${listOf(mention.country.covered.map((place) => place.name), 'or')}; I suggested ${destination}.`);
  }
}

function changeDatesOrLength(text: string, trip: CurrentTrip, today: string, draft: Draft): void {
  const dates = extractDates(text, today, trip.days);
  if (dates) {
    const endDate = dates.endDate ?? dayjs(dates.startDate).add(trip.days - 1, 'day').format('YYYY-MM-DD');
    const days = Math.min(MAX_TRIP_DAYS, dayjs(endDate).diff(dates.startDate, 'day') + 1);
    draft.dates = { startDate: dates.startDate, endDate: dayjs(dates.startDate).add(days - 1, 'day').format('YYYY-MM-DD') };
    draft.preferences.duration = durationText(days);
    draft.changes.push(`the dates, now ${datesWords(draft.dates)}`);
    return;
  }
  const change = extractDurationChange(text);
  if (!change) return;
  const wanted = change.to ?? trip.days + (change.by ?? 0);
  const days = Math.min(MAX_TRIP_DAYS, Math.max(1, wanted));
  if (wanted > MAX_TRIP_DAYS) draft.notes.push(`Plans are at most ${MAX_TRIP_DAYS} days long.`);
  if (days === trip.days) return;
  draft.preferences.duration = durationText(days);
  if (trip.dates) draft.dates = { startDate: trip.dates.startDate, endDate: dayjs(trip.dates.startDate).add(days - 1, 'day').format('YYYY-MM-DD') };
  draft.changes.push(`the length from ${trip.days} to ${days} days`);
}

function changeParty(text: string, draft: Draft): void {
  const party = extractParty(text);
  if (!party || party.travelers === draft.preferences.travelers) return;
  draft.changes.push(`the party to ${travellersWords(party.travelers)}`);
  draft.preferences.travelers = party.travelers;
}
