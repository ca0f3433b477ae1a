import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * An email address for the newsletter (the footer sign-up, or an admin unsubscribing it): the
 * `email` argument of subscribeNewsletter and adminUnsubscribe, and the REST body of
 * /newsletter/subscribe and /newsletter/unsubscribe.
 */
@ArgsType()
export class NewsletterEmailArgs {
  @Field()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: EMAIL_MESSAGE })
  @Matches(SIMPLE_EMAIL, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  email: string;
}
