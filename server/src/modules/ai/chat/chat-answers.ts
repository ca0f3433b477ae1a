/**
 * The structured answers the chats ask the model for, with the checks their repair round
 * explains and the conversion to what the offline assistant answers, so both reply alike.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { INTERESTS } from '../../guide/index.js';
import { ACTIVITY_TYPES, type ActivityType } from '../../planner/index.js';
import { MAX_TRIP_DAYS } from '@odyssey/domain';
import { arrayOf, integer, nullable, object, oneOf, string } from '../json-schema.js';
import { SIGHTSEEING, type TripPreferences, type TripRequest, type ModificationSuggestion, type ProposedEdit } from '../../rule-assistant/index.js';

dayjs.extend(customParseFormat);

export interface TripRequestAnswer {
  destination: string;
  country: string;
  startDate: string | null;
  endDate: string | null;
  preferences: TripPreferences;
}

export interface TripChatAnswer {
  message: string;
  modificationSuggestion: TripRequestAnswer | null;
  proposedEdit: {
    kind: ProposedEdit['kind'];
    a: number | null;
    b: number | null;
    day: number | null;
    match: string | null;
    title: string | null;
    activityType: ActivityType | null;
  } | null;
}

const preferences = object({
  travelStyle: arrayOf(string),
  accommodation: arrayOf(string),
  activities: arrayOf(oneOf(INTERESTS)),
  budgetLevel: integer,
  currency: string,
  duration: string,
  travelers: string,
});

const tripRequest = object({
  destination: string,
  country: string,
  startDate: nullable(string),
  endDate: nullable(string),
  preferences,
});

export const TRIP_REQUEST_SCHEMA = tripRequest;

export const TRIP_CHAT_SCHEMA = object({
  message: string,
  modificationSuggestion: nullable(tripRequest),
  proposedEdit: nullable(
    object({
      kind: oneOf(['swapDays', 'removeActivity', 'addActivity']),
      a: nullable(integer),
      b: nullable(integer),
      day: nullable(integer),
      match: nullable(string),
      title: nullable(string),
      activityType: nullable(oneOf(ACTIVITY_TYPES)),
    }),
  ),
});

export function tripRequestProblems(answer: TripRequestAnswer, where = ''): string[] {
  const problems: string[] = [];
  const { startDate, endDate, preferences: given } = answer;
  const start = startDate === null ? undefined : dayjs(startDate, 'YYYY-MM-DD', true);
  const end = endDate === null ? undefined : dayjs(endDate, 'YYYY-MM-DD', true);
  if (start && !start.isValid()) problems.push(`${where}startDate "${startDate}" is not a real YYYY-MM-DD date`);
  if (end && !end.isValid()) problems.push(`${where}endDate "${endDate}" is not a real YYYY-MM-DD date`);
  if (!start !== !end) problems.push(`${where}give both startDate and endDate, or neither`);
  if (start?.isValid() && end?.isValid()) {
    if (end.isBefore(start)) problems.push(`${where}endDate is before startDate`);
    else if (end.diff(start, 'day') + 1 > MAX_TRIP_DAYS) problems.push(`${where}trips are at most ${MAX_TRIP_DAYS} days`);
  }
  if (!Number.isInteger(given.budgetLevel) || given.budgetLevel < 1 || given.budgetLevel > 5) problems.push(`${where}preferences.budgetLevel must be 1 to 5`);
  if (!/^[A-Z]{3}$/.test(given.currency)) problems.push(`${where}preferences.currency must be a three-letter ISO code such as USD`);
  if (!given.duration.trim()) problems.push(`${where}preferences.duration is empty`);
  if (!given.travelers.trim()) problems.push(`${where}preferences.travelers is empty`);
  return problems;
}

export function tripChatProblems(answer: TripChatAnswer, dayCount: number): string[] {
  const problems = answer.message.trim() ? [] : ['message is empty'];
  if (answer.modificationSuggestion) problems.push(...tripRequestProblems(answer.modificationSuggestion, 'modificationSuggestion.'));
  const edit = answer.proposedEdit;
  if (!edit) return problems;
  const days = edit.kind === 'swapDays' ? [edit.a, edit.b] : [edit.day];
  if (days.some((day) => day === null || day < 1 || day > dayCount)) problems.push(`proposedEdit: ${edit.kind} needs day numbers from 1 to ${dayCount}`);
  if (edit.kind === 'removeActivity' && !edit.match?.trim()) problems.push('proposedEdit: removeActivity needs match');
  if (edit.kind === 'addActivity' && !edit.title?.trim()) problems.push('proposedEdit: addActivity needs title');
  return problems;
}

/** The home chat's trip request, with its defaults for what the conversation left out (docs/product/traveller.md, section 3). */
export function tripRequestOf(answer: TripRequestAnswer): TripRequest {
  return {
    destination: answer.destination.trim(),
    country: answer.country.trim(),
    ...(answer.startDate && answer.endDate ? { startDate: answer.startDate, endDate: answer.endDate } : {}),
    preferences: { ...cleanPreferences(answer.preferences), activities: answer.preferences.activities.length > 0 ? [...new Set(answer.preferences.activities)] : [SIGHTSEEING] },
  };
}

export function suggestionOf(answer: TripRequestAnswer): ModificationSuggestion {
  const { destination, country, startDate, endDate, preferences: given } = answer;
  return { destination: destination.trim(), country: country.trim(), ...(startDate && endDate ? { startDate, endDate } : {}), preferences: cleanPreferences(given) };
}

export function editOf(edit: NonNullable<TripChatAnswer['proposedEdit']>): ProposedEdit {
  switch (edit.kind) {
    case 'swapDays':
      return { kind: 'swapDays', a: Math.min(edit.a!, edit.b!), b: Math.max(edit.a!, edit.b!) };
    case 'removeActivity':
      return { kind: 'removeActivity', day: edit.day!, match: edit.match!.trim() };
    case 'addActivity':
      return { kind: 'addActivity', day: edit.day!, title: edit.title!.trim(), type: edit.activityType ?? 'other' };
  }
}

/** Lists trimmed and capped as the generation request accepts them. */
function cleanPreferences(given: TripPreferences): TripPreferences {
  const list = (items: string[]) => [...new Set(items.map((item) => item.trim().slice(0, 50)).filter(Boolean))].slice(0, 19);
  return { ...given, travelStyle: list(given.travelStyle), accommodation: list(given.accommodation), activities: list(given.activities), duration: given.duration.trim().slice(0, 50), travelers: given.travelers.trim().slice(0, 50) };
}
