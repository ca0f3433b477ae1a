/**
 * The home chat and the trip assistant. With a model configured they go through it; without
 * one, the offline assistant holds the same conversation from the guide and the gazetteer.
 * Both answer in the same shapes, so the client cannot tell which one spoke.
 */
import dayjs from 'dayjs';
import type { AiClient } from '../ai-client.js';
import { replyToHomeChat, extractTripRequest, type ChatMessage, type DestinationLookups, type TripContext, type TripRequest, READY_TO_CREATE_PHRASES, currentTrip, tripSentence, replyToTripChat, type TripChatReply } from '../../rule-assistant/index.js';
import { editOf, suggestionOf, TRIP_CHAT_SCHEMA, TRIP_REQUEST_SCHEMA, tripChatProblems, tripRequestOf, tripRequestProblems, type TripChatAnswer, type TripRequestAnswer } from './chat-answers.js';
import { homeChatSystem, tripChatSystem, tripRequestSystem } from './chat-prompts.js';

export interface HomeChatAnswer {
  message: string;
  /** the message holds one of READY_TO_CREATE_PHRASES */
  ready: boolean;
  /** when ready: the generation request the message confirms, field for field */
  request?: TripRequest;
}

export class ChatService {
  constructor(
    private readonly ai: AiClient,
    private readonly lookups: DestinationLookups,
    private readonly today: () => string = () => dayjs().format('YYYY-MM-DD'),
  ) {}

  /** The phrases a ready home-chat reply contains, so the client knows when to generate. */
  readyPhrases(): string[] {
    return [...READY_TO_CREATE_PHRASES];
  }

  async homeChat(messages: readonly ChatMessage[], signal?: AbortSignal): Promise<HomeChatAnswer> {
    const conversation = cleaned(messages);
    if (!this.ai.configured) {
      const { message, request } = replyToHomeChat(conversation, this.today(), this.lookups);
      return isReady(message) ? { message, ready: true, request } : { message, ready: false };
    }
    const message = (await this.ai.chat({ purpose: 'home chat', system: homeChatSystem(this.today()), messages: conversation, signal })).trim();
    if (!isReady(message)) return { message, ready: false };
    // The model's own summary may not match what it drafts; the confirmation is rewritten from the draft so the two agree.
    const request = await this.tripRequestFromChat([...conversation, { role: 'assistant', content: message }], signal);
    return { message: confirmedFrom(message, request), ready: true, request };
  }

  /** The generation request the conversation amounts to (POST /api/generate/destination). */
  async tripRequestFromChat(messages: readonly ChatMessage[], signal?: AbortSignal): Promise<TripRequest> {
    const conversation = cleaned(messages);
    if (!this.ai.configured) return extractTripRequest(conversation, this.today(), this.lookups);
    const answer = await this.ai.completeJson<TripRequestAnswer>({
      purpose: 'trip request',
      system: tripRequestSystem(this.today()),
      messages: [{ role: 'user', content: transcript(conversation) }],
      schemaName: 'trip_request',
      schema: TRIP_REQUEST_SCHEMA,
      check: (value) => tripRequestProblems(value),
      signal,
    });
    return tripRequestOf(answer);
  }

  /** The trip assistant: a reply, the trip's request with the asked-for changes, and a concrete edit when one was asked for. */
  async tripChat(messages: readonly ChatMessage[], context: TripContext, signal?: AbortSignal): Promise<TripChatReply> {
    const conversation = cleaned(messages);
    if (!this.ai.configured) return replyToTripChat(conversation, context, this.today(), this.lookups);
    const trip = currentTrip(context);
    const answer = await this.ai.completeJson<TripChatAnswer>({
      purpose: 'trip chat',
      system: tripChatSystem(trip, context.accommodations ?? [], this.today()),
      messages: conversation,
      schemaName: 'trip_modification',
      schema: TRIP_CHAT_SCHEMA,
      check: (value) => tripChatProblems(value, Math.max(trip.days, trip.itinerary.length)),
      signal,
    });
    return {
      message: answer.message.trim(),
      ...(answer.modificationSuggestion ? { modificationSuggestion: suggestionOf(answer.modificationSuggestion) } : {}),
      ...(answer.proposedEdit ? { proposedEdit: editOf(answer.proposedEdit) } : {}),
    };
  }
}

export function isReady(message: string): boolean {
  return READY_TO_CREATE_PHRASES.some((phrase) => message.includes(phrase));
}

/** The model's words up to its ready phrase, then the phrase and the trip sentence built from the request. */
function confirmedFrom(message: string, request: TripRequest): string {
  const phrase = READY_TO_CREATE_PHRASES.find((candidate) => message.includes(candidate))!;
  const lead = message.slice(0, message.indexOf(phrase)).trim();
  return [lead, `${phrase} ${tripSentence(request)}`].filter(Boolean).join(' ');
}

function cleaned(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.map((message) => ({ role: message.role, content: message.content.trim() }));
}

/** The conversation as one text, for a model asked to read it rather than continue it. */
function transcript(messages: readonly ChatMessage[]): string {
  return messages.map((message) => `${message.role === 'user' ? 'Traveller' : 'Assistant'}: ${message.content}`).join('\n\n');
}
