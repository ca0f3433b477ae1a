/**
 * The home chat's two REST calls (traveller spec, section 7): the assistant's reply, and the
 * trip request the conversation amounts to.
 */
import { api } from '../../app/api';
import type { TripPreferences } from '../planner/trip-options';

export interface ChatApiMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface HomeChatReply {
  message: string;
  /** the server says the conversation is ready to become a trip */
  ready?: boolean;
}

export interface ChatTripRequest {
  destination: string;
  country?: string;
  preferences?: Partial<TripPreferences>;
}

export const homeChatReply = (messages: ChatApiMessage[]) => api.post<HomeChatReply>('/api/chat/homepage', { messages }, { on401: 'throw' });

export async function chatTripRequest(messages: ChatApiMessage[]): Promise<ChatTripRequest> {
  const body = await api.post<ChatTripRequest | { data: ChatTripRequest }>('/api/generate/destination', { messages }, { on401: 'throw' });
  return 'data' in body ? body.data : body;
}

/** Whether this server has the chat service: its ready-phrases list answers 404 when it does not. */
export const chatServiceCheck = () => api.get<unknown>('/api/chat/ready-phrases', { on401: 'throw' });
