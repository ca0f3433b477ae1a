/** What an owner sends to invite a companion; the same class checks REST bodies and GraphQL arguments. */
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { COMPANION_ROLES, type CompanionRole } from '../trips/index.js';

export const ROLE_MESSAGE = `Role must be one of: ${COMPANION_ROLES.join(', ')}`;
const EMAIL_MESSAGE = 'Please enter a valid email address';
/** An empty address means a link to pass on, not an email. */
const optionalEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value);

@InputType({ description: 'An invitation to join a trip: as an editor or a viewer, by link (no email) or by email.' })
export class InviteCompanionInput {
  @Field(() => String, { description: 'editor (changes the trip and its wallet) or viewer (reads them)' })
  @IsIn(COMPANION_ROLES, { message: ROLE_MESSAGE })
  role: CompanionRole;

  @Field(() => String, { nullable: true, description: 'mail the invitation here; only the account with this address may accept it' })
  @IsOptional()
  @Transform(optionalEmail)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  email?: string;
}
