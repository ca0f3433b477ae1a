import { Field, ObjectType } from 'type-graphql';
import { User } from '../users/index.js';

@ObjectType({ description: 'A new session: the bearer token and who it belongs to.' })
export class AuthPayload {
  @Field({ description: 'a signed JWT; send it as "Authorization: Bearer <token>"' })
  token: string;

  @Field(() => User)
  user: User;
}

@ObjectType()
export class ActionMessage {
  @Field()
  message: string;
}

@ObjectType()
export class ForgotPasswordPayload {
  @Field()
  message: string;

  @Field(() => String, { nullable: true, description: 'development only: the reset token, so the flow works without email' })
  token?: string;
}
