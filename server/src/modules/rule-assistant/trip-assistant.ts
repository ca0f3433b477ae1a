/**
 * The trip chat without AI. Each question in the traveller's last message gets an answer from
 * the trip and the guide, and changes nothing. The rest is read as changes to the trip's
 * preferences (a modification suggestion the wizard opens with) and as a concrete edit of the
 * itinerary (a proposed edit the traveller may apply); it says honestly when it understood
 * nothing it can do. Nothing here writes the trip.
 */
import { normaliseText, seedOf } from './normalise.js';
import { CANT_DO, NOT_UNDERSTOOD_TRIP, TRIP_ABILITIES, WIZARD_NOTE, asksTheImpossible, pick } from './phrases.js';
import { planChanges, type ModificationSuggestion } from './trip-changes.js';
import { currentTrip } from './trip-context.js';
import { extractItineraryEdit, type ProposedEdit } from './trip-edits.js';
import { answerQuestion, isQuestion, sentencesOf } from './trip-questions.js';
import type { ChatMessage, DestinationLookups, TripContext } from './offline-assistant.types.js';

export interface TripChatReply {
  message: string;
  /** the trip's destination, dates and preferences with the requested changes merged in */
  modificationSuggestion?: ModificationSuggestion;
  proposedEdit?: ProposedEdit;
}

export function replyToTripChat(messages: readonly ChatMessage[], context: TripContext, today: string, lookups: DestinationLookups): TripChatReply {
  const seed = seedOf(messages.map((message) => message.content));
  const text = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  const trip = currentTrip(context);
  const sentences = sentencesOf(text);
  const questions = sentences.filter(isQuestion);
  const requests = sentences.filter((sentence) => !isQuestion(sentence)).join(' ');

  const parts: string[] = [];
  if (questions.length > 0) {
    const facts = lookups.guideFacts?.(trip.destination, trip.country || undefined);
    parts.push(...questions.map((question) => answerQuestion(question, trip, facts)));
  }
  const { edit, problem, reason, rest } = extractItineraryEdit(requests, trip.itinerary);
  const { changes, notes, suggestion } = planChanges(rest, trip, today, lookups);

  if (reason) parts.push(reason);
  if (edit) parts.push(describeEdit(edit));
  if (problem) parts.push(problem);
  if (suggestion) parts.push(`Here's what I'd change: ${changes.join('; ')}.`);
  parts.push(...notes);
  if (suggestion) parts.push(pick(WIZARD_NOTE, seed, 2));
  if (parts.length === 0) {
    const impossible = asksTheImpossible(normaliseText(text)) ? CANT_DO : pick(NOT_UNDERSTOOD_TRIP, seed, 3);
    parts.push(impossible, TRIP_ABILITIES);
  }
  return {
    message: parts.join(' '),
    ...(suggestion ? { modificationSuggestion: suggestion } : {}),
    ...(edit ? { proposedEdit: edit } : {}),
  };
}

/** The edit in words; whether it can be applied is for the client to say, as only it knows who is asking. */
function describeEdit(edit: ProposedEdit): string {
  switch (edit.kind) {
    case 'swapDays':
      return `I can swap day ${edit.a} and day ${edit.b}.`;
    case 'removeActivity':
      return `I can remove "${edit.match}" from day ${edit.day}.`;
    case 'addActivity':
      return `I can add "${edit.title}" to day ${edit.day}.`;
  }
}
