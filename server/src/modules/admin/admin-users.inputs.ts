/** What the admin user-edit dialog sends (docs/product/accounts-admin.md, sections 2 and 5). */
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsBoundedText } from '../../common/bounded-text.validator.js';
import { MayBeLeftOut } from '../../common/may-be-left-out.validator.js';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** The "simple address pattern" (docs/product/accounts-admin.md, section 5): non-space characters, an @, a dot-separated domain. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const IMAGE_URL_MESSAGE = 'Profile image URL must be an http(s) address';

/** Empty text is stored as null (the dialog sends empty fields as null). */
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

@InputType({ description: 'Fields left out stay as they are; null (or empty text) clears a name, the bio or the image.' })
export class AdminUserInput {
  @Field({ nullable: true, description: 'grant or withdraw admin privileges; may be left out, not null' })
  @MayBeLeftOut()
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin?: boolean;

  @Field(() => String, { nullable: true })
  @Transform(emptyToNull)
  @IsOptional()
  @IsBoundedText('First name', 100)
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @Transform(emptyToNull)
  @IsOptional()
  @IsBoundedText('Last name', 100)
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'left out or null keeps the email; when given it must be a valid address' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsOptional()
  @Matches(SIMPLE_EMAIL, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  email?: string | null;

  @Field(() => String, { nullable: true })
  @Transform(emptyToNull)
  @IsOptional()
  @IsBoundedText('Bio', 2000)
  bio?: string | null;

  @Field(() => String, { nullable: true })
  @Transform(emptyToNull)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/i, { message: IMAGE_URL_MESSAGE })
  @MaxLength(2048, { message: 'Profile image URL must be at most 2048 characters' })
  profileImageUrl?: string | null;
}
