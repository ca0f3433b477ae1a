/**
 * The home chat's calls (docs/product/traveller.md, section 7): the assistant's reply, with the trip
 * request it confirms once ready, and whether this server has a chat service. They are GraphQL
 * operations (home-chat-requests.ts), loaded with Apollo Client on first use, the provided
 * client when there is one. Failures are ApiErrors, as the REST calls gave.
 */
import type { ApolloClient } from '@apollo/client';
import { loadApolloClient } from '../../app/apollo-loader';
import type { GenerateTripInput } from '../../gql/graphql';

export interface ChatApiMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface HomeChatReply {
  message: string;
  /** the server says the conversation is ready to become a trip */
  ready?: boolean;
  /** when ready: the trip the message confirms, to generate as it is */
  request?: GenerateTripInput;
}

const requests = (providedClient: ApolloClient | undefined) => Promise.all([providedClient ?? loadApolloClient(), import('./home-chat-requests')]);

export async function homeChatReply(messages: ChatApiMessage[], providedClient?: ApolloClient): Promise<HomeChatReply> {
  const [client, chat] = await requests(providedClient);
  return chat.homeChatReply(client, messages);
}

/** Resolves when this server has the chat service; an ApiError with status 404 when it does not. */
export async function chatServiceCheck(providedClient?: ApolloClient): Promise<void> {
  const [client, chat] = await requests(providedClient);
  return chat.chatServiceCheck(client);
}
