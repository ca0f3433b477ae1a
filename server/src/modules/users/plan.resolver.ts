import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireUser } from '../auth/index.js';
import { ChoosePlanInput } from './plan.inputs.js';
import { User } from './user.entity.js';

/** The simulated checkout's result, recorded on the signed-in account (REST: plan.routes.ts). */
@Resolver()
export class PlanResolver {
  @Mutation(() => User, { description: 'Signed-in users only. Records the plan chosen at the simulated checkout; no payment is taken.' })
  @Authorized()
  async choosePlan(@Arg('input', () => ChoosePlanInput) input: ChoosePlanInput, @Ctx() { services, viewer }: GraphQLContext): Promise<User> {
    const user = requireUser(viewer);
    return services.users.choosePlan(user.id, input);
  }
}
