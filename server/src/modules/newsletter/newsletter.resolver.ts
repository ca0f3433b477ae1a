import { Args, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { NewsletterEmailArgs } from './newsletter.inputs.js';

@ObjectType()
class SubscribeResult {
  @Field({ description: 'true when the address was already subscribed (nothing changed)' })
  alreadySubscribed: boolean;

  @Field()
  message: string;
}

@Resolver()
export class NewsletterResolver {
  @Mutation(() => SubscribeResult, { description: "The footer sign-up; re-subscribes an address that had unsubscribed." })
  subscribeNewsletter(@Args() args: NewsletterEmailArgs, @Ctx() { services }: GraphQLContext): Promise<SubscribeResult> {
    return services.newsletter.subscribe(args);
  }
}
