/** The account forms' rules and messages (docs/product/accounts-admin.md, section 5), checked before sending. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// The same shape as the server's check: something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MESSAGE = 'Please enter a valid email address';
const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
const CONFIRM_MESSAGE = 'Confirm password must be at least 6 characters';
const MISMATCH_MESSAGE = "Passwords don't match";

const emailError = (email: string) => (EMAIL.test(email.trim()) ? undefined : EMAIL_MESSAGE);
const passwordError = (password: string) => (password.length >= 6 ? undefined : PASSWORD_MESSAGE);

function withoutEmpty<K extends string>(errors: FieldErrors<K>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}

export interface LoginForm {
  email: string;
  password: string;
}

export function validateLogin(form: LoginForm): FieldErrors<keyof LoginForm> {
  return withoutEmpty({ email: emailError(form.email), password: passwordError(form.password) });
}

export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister(form: RegisterForm): FieldErrors<keyof RegisterForm> {
  return withoutEmpty({
    email: emailError(form.email),
    username: form.username.trim().length >= 3 ? undefined : 'Username must be at least 3 characters',
    password: passwordError(form.password),
    confirmPassword: form.confirmPassword.length < 6 ? CONFIRM_MESSAGE : form.confirmPassword !== form.password ? MISMATCH_MESSAGE : undefined,
  });
}

export function validateForgotPassword(form: { email: string }): FieldErrors<'email'> {
  return withoutEmpty({ email: emailError(form.email) });
}

export interface ResetForm {
  password: string;
  confirmPassword: string;
}

export function validateReset(form: ResetForm): FieldErrors<keyof ResetForm> {
  return withoutEmpty({
    password: passwordError(form.password),
    confirmPassword: form.confirmPassword.length < 6 ? CONFIRM_MESSAGE : form.confirmPassword !== form.password ? MISMATCH_MESSAGE : undefined,
  });
}
