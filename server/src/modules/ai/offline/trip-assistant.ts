/**
 * The trip chat without AI: it reads the traveller's last message as changes to the trip's
 * preferences (a modification suggestion the wizard opens with) and as a concrete edit of the
 * itinerary (a proposed edit the client applies in one click), and says honestly when it
 * understood nothing it can do.
 */
import { normaliseText, seedOf } from './normalise.js';
import { CANT_DO, EDIT_NOTE, NOT_UNDERSTOOD_TRIP, TRIP_ABILITIES, WIZARD_NOTE, asksTheImpossible, pick } from './phrases.js';
import { planChanges, type ModificationSuggestion } from './trip-changes.js';
import { currentTrip } from './trip-context.js';
import { extractItineraryEdit, type ProposedEdit } from './trip-edits.js';
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
  const { edit, problem, rest } = extractItineraryEdit(text, trip.itinerary);
  const { changes, notes, suggestion } = planChanges(rest, trip, today, lookups);

  const parts: string[] = [];
  if (edit) parts.push(describeEdit(edit), pick(EDIT_NOTE, seed, 1));
  if (problem) parts.push(problem);
  if (suggestion) parts.push(`Here's what I'd change: ${changes.join('; ')}.`);
  parts.push(...notes);
  if (suggestion) parts.push(pick(WIZARD_NOTE, seed, 2));
  if (!edit && !problem && !suggestion && notes.length === 0) {
    const impossible = asksTheImpossible(normaliseText(text)) ? CANT_DO : pick(NOT_UNDERSTOOD_TRIP, seed, 3);
    parts.push(impossible, TRIP_ABILITIES);
  }
  return {
    message: parts.join(' '),
    ...(suggestion ? { modificationSuggestion: suggestion } : {}),
    ...(edit ? { proposedEdit: edit } : {}),
  };
}

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
