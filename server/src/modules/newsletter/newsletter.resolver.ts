import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

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
  subscribeNewsletter(@Arg('email') email: string, @Ctx() { services }: GraphQLContext): Promise<SubscribeResult> {
    return services.newsletter.subscribe({ email });
  }
}
