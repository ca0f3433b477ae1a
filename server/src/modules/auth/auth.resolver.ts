import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireUser } from './viewer.js';
import { User } from '../users/index.js';
import { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from './auth.inputs.js';
import { REGISTERED_MESSAGE } from './auth.service.js';
import { ActionMessage, AuthPayload, ForgotPasswordPayload } from './auth.types.js';

/** The same account operations as the REST shim (auth.routes.ts), over the same services. */
@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user; null when signed out, UNAUTHENTICATED for a bad or expired token.' })
  me(@Ctx() { viewer }: GraphQLContext): User | null {
    return viewer.user || viewer.rejection ? requireUser(viewer) : null;
  }

  @Mutation(() => ActionMessage, { description: 'Creates a regular account; isAdmin is accepted and ignored.' })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() { services, clientAddress }: GraphQLContext): Promise<ActionMessage> {
    await services.auth.register(input, clientAddress);
    return { message: REGISTERED_MESSAGE };
  }

  @Mutation(() => AuthPayload)
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() { services, clientAddress }: GraphQLContext): Promise<AuthPayload> {
    return services.auth.login(input, clientAddress);
  }

  @Mutation(() => ForgotPasswordPayload, { description: 'Emails a reset link if the account exists; answers the same either way.' })
  async forgotPassword(@Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput, @Ctx() { services, clientAddress }: GraphQLContext): Promise<ForgotPasswordPayload> {
    await services.auth.limitResetRequests(clientAddress, input.email);
    return services.passwordReset.requestReset(input);
  }

  @Mutation(() => ActionMessage, { description: 'Sets a new password with a reset token (single use, 1 hour) and ends every session.' })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() { services }: GraphQLContext): Promise<ActionMessage> {
    return services.passwordReset.resetPassword(input);
  }
}
