/**
 * The home chat's GraphQL operations (docs/product/traveller.md, section 7): the assistant's reply, with
 * the trip request it confirms once ready, and whether this server has a chat service.
 * Loaded with Apollo Client on first use (see home-chat-api.ts).
 */
import type { ApolloClient } from '@apollo/client';
import { ApiError } from '../../app/api';
import { asApiCall } from '../../app/graphql-errors';
import { graphql } from '../../gql';
import type { ChatMessageInput, GenerateTripInput, HomeChatReplyMutation as HomeChatReplyMutationResult } from '../../gql/graphql';
import type { ChatApiMessage, HomeChatReply } from './home-chat-api';

export const HomeChatReplyMutation = graphql(`
  mutation HomeChatReply($input: ChatInput!) {
    homeChat(input: $input) {
      message
      ready
      request {
        destination
        country
        startDate
        endDate
        preferences {
          travelStyle
          accommodation
          activities
          budgetLevel
          currency
          duration
          travelers
        }
      }
    }
  }
`);

export const HomeChatServiceQuery = graphql(`
  query HomeChatService {
    chatReadyPhrases
  }
`);

/** A chat needs no sign-in: a refused token is not an expired session here (the REST calls never redirected either). */
const CHAT_CALL = { context: { skipSessionExpiry: true } };

const toInput = (messages: ChatApiMessage[]): { messages: ChatMessageInput[] } => ({
  messages: messages.map(({ role, content }) => ({ role: role === 'user' ? 'USER' : 'ASSISTANT', content })),
});

/**
 * A server whose schema has no chat operations answers GRAPHQL_VALIDATION_FAILED; that is what
 * the REST route's 404 said, "no chat service here", so it is reported the same way.
 */
async function chatCall<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await asApiCall(operation);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'graphql_validation_failed') {
      throw new ApiError(404, error.message, 'not_found', error.body);
    }
    throw error;
  }
}

export async function homeChatReply(client: ApolloClient, messages: ChatApiMessage[]): Promise<HomeChatReply> {
  const { data } = await chatCall(() => client.mutate({ mutation: HomeChatReplyMutation, variables: { input: toInput(messages) }, ...CHAT_CALL }));
  if (!data) throw new ApiError(200, 'Invalid response from server');
  const { message, ready, request } = data.homeChat;
  return { message, ready, ...(request ? { request: plainRequest(request) } : {}) };
}

type DraftResult = NonNullable<HomeChatReplyMutationResult['homeChat']['request']>;

/** Plain fields only: the request goes on to the generation stream as JSON, where __typename is no field. */
function plainRequest({ destination, country, startDate, endDate, preferences }: DraftResult): GenerateTripInput {
  const { travelStyle, accommodation, activities, budgetLevel, currency, duration, travelers } = preferences;
  return { destination, country, startDate, endDate, preferences: { travelStyle, accommodation, activities, budgetLevel, currency, duration, travelers } };
}

export async function chatServiceCheck(client: ApolloClient): Promise<void> {
  await chatCall(() => client.query({ query: HomeChatServiceQuery, ...CHAT_CALL }));
}
