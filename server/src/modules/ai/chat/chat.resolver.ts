import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { ChatInput, TripChatInput } from './chat.inputs.js';
import { ChatReply, TripChatReply, TripRequestDraft } from './chat.types.js';

@Resolver()
export class ChatResolver {
  @Query(() => [String], { description: 'A ready home-chat reply contains one of these phrases; the client then drafts the request and generates.' })
  chatReadyPhrases(@Ctx() { services }: GraphQLContext): string[] {
    return services.chat.readyPhrases();
  }

  @Mutation(() => ChatReply, { description: "The home chat's next reply: it gathers destination, party, length or dates, budget and interests." })
  homeChat(@Arg('input') { messages }: ChatInput, @Ctx() { services, signal }: GraphQLContext): Promise<ChatReply> {
    return services.chat.homeChat(messages, signal);
  }

  @Mutation(() => TripRequestDraft, { description: 'The trip generation request a home-chat conversation amounts to.' })
  tripRequestFromChat(@Arg('input') { messages }: ChatInput, @Ctx() { services, signal }: GraphQLContext): Promise<TripRequestDraft> {
    return services.chat.tripRequestFromChat(messages, signal);
  }

  @Mutation(() => TripChatReply, { description: "The trip assistant's reply, with the trip's request changed as asked and a concrete itinerary edit when one was asked for." })
  tripChat(@Arg('input') { messages, tripContext }: TripChatInput, @Ctx() { services, signal }: GraphQLContext): Promise<TripChatReply> {
    return services.chat.tripChat(messages, tripContext, signal);
  }
}
