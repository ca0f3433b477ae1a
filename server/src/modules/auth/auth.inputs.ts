/**
 * What the sign-in, registration and password screens send (docs/product/accounts-admin.md, section 5). The
 * same classes validate REST bodies and GraphQL arguments, with the messages of docs/product/accounts-admin.md, section 5.
 */
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { SameAs } from '../../common/same-as.validator.js';

export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
/** argon2 hashes any length, but a megabyte password is only a way to burn our CPU. */
const PASSWORD_MAX = 200;

const EMAIL_MESSAGE = 'Please enter a valid email address';
const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters`;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;
const CONFIRM_MESSAGE = `Confirm password must be at least ${PASSWORD_MIN} characters`;
const MISMATCH_MESSAGE = "Passwords don't match";

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emailTransform = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** Empty optional names are stored as null, not as ''. */
const optionalName = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The one email rule: sign-in, registration and the forgotten-password screen. */
function EmailRules(): PropertyDecorator {
  const rules = [IsEmail({}, { message: EMAIL_MESSAGE }), MaxLength(254, { message: EMAIL_MESSAGE }), Transform(emailTransform)];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

/** The one password rule, for signing in and for choosing a new password. */
function PasswordRules(): PropertyDecorator {
  const rules = [
    IsString({ message: PASSWORD_MESSAGE }),
    MinLength(PASSWORD_MIN, { message: PASSWORD_MESSAGE }),
    MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG }),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

/**
 * A new password and its confirmation, as registration and the reset screen both ask for them.
 * No resolver takes it, so it is not in the schema; the two inputs inherit its fields.
 */
@InputType()
export abstract class NewPasswordInput {
  @Field()
  @PasswordRules()
  password: string;

  @Field()
  @IsString({ message: CONFIRM_MESSAGE })
  @MinLength(PASSWORD_MIN, { message: CONFIRM_MESSAGE })
  @SameAs('password', { message: MISMATCH_MESSAGE })
  confirmPassword: string;
}

@InputType()
export class LoginInput {
  @Field()
  @EmailRules()
  email: string;

  @Field()
  @PasswordRules()
  password: string;
}

@InputType()
export class RegisterInput extends NewPasswordInput {
  @Field()
  @EmailRules()
  email: string;

  @Field()
  @IsString({ message: `Username must be at least ${USERNAME_MIN} characters` })
  @MinLength(USERNAME_MIN, { message: `Username must be at least ${USERNAME_MIN} characters` })
  @MaxLength(64, { message: 'Username must be at most 64 characters' })
  // Shown as '@username' everywhere; letters, digits and . _ - keep it unambiguous.
  @Matches(/^[A-Za-z0-9_.-]+$/, { message: 'Username may only contain letters, numbers, dots, hyphens and underscores' })
  @Transform(trim)
  username: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @Transform(optionalName)
  firstName?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @Transform(optionalName)
  lastName?: string;

  /** The registration form sends it (docs/product/accounts-admin.md, section 7); it is accepted and ignored, because only an admin grants admin. */
  @Field(() => Boolean, { nullable: true, description: 'accepted and ignored: only an admin can grant admin' })
  @IsOptional()
  @IsBoolean()
  isAdmin?: boolean;
}

@InputType()
export class ForgotPasswordInput {
  @Field()
  @EmailRules()
  email: string;
}

@InputType()
export class ResetPasswordInput extends NewPasswordInput {
  @Field()
  @IsString({ message: 'No reset token provided. Please use the link from your email.' })
  @MinLength(1, { message: 'No reset token provided. Please use the link from your email.' })
  @MaxLength(200, { message: 'This reset link is invalid or has expired. Please request a new one.' })
  token: string;
}
