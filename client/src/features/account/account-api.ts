/**
 * The account calls of the docs/product/accounts-admin.md (section 7), as GraphQL mutations. Failures are
 * ApiErrors with the server's status and message (app/graphql-errors.ts), so the screens read
 * them as they read the REST shim's. Only the account screens import this module: they are
 * Apollo routes, so the client is already loaded when they call.
 */
import { ApiError } from '../../app/api';
import { loadApolloClient } from '../../app/apollo-loader';
import { asApiCall } from '../../app/graphql-errors';
import type { SessionUser } from '../../app/session';
import { graphql } from '../../gql';
import type { RegisterForm } from './account-validation';
import { toSessionUser } from './session-user';

export const AccountLoginMutation = graphql(`
  mutation AccountLogin($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        id
        email
        username
        firstName
        lastName
        profileImageUrl
        bio
        isAdmin
        createdAt
        lastLogin
      }
    }
  }
`);

export const AccountRegisterMutation = graphql(`
  mutation AccountRegister($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`);

export const AccountForgotPasswordMutation = graphql(`
  mutation AccountForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      message
      token
    }
  }
`);

export const AccountResetPasswordMutation = graphql(`
  mutation AccountResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

/**
 * A refusal here (wrong credentials: UNAUTHENTICATED) is an answer for the form, not an expired
 * session: no redirect to /auth, as the REST helper never redirected for /api/auth/ calls.
 */
const ACCOUNT_CALL = { context: { skipSessionExpiry: true } };

export async function login(email: string, password: string): Promise<{ token: string; user: SessionUser }> {
  const client = await loadApolloClient();
  const { data } = await asApiCall(() => client.mutate({ mutation: AccountLoginMutation, variables: { input: { email: email.trim(), password } }, ...ACCOUNT_CALL }));
  if (!data?.login?.token || !data.login.user) throw new ApiError(200, 'Invalid response from server');
  return { token: data.login.token, user: toSessionUser(data.login.user) };
}

export async function register(form: RegisterForm): Promise<{ message: string }> {
  const client = await loadApolloClient();
  // The registration form object (docs/product/accounts-admin.md, section 7), isAdmin included (the server ignores it).
  const input = { ...form, email: form.email.trim(), username: form.username.trim(), isAdmin: false };
  const { data } = await asApiCall(() => client.mutate({ mutation: AccountRegisterMutation, variables: { input }, ...ACCOUNT_CALL }));
  return { message: data?.register.message ?? '' };
}

export async function requestPasswordReset(email: string): Promise<{ message: string; token?: string }> {
  const client = await loadApolloClient();
  const { data } = await asApiCall(() => client.mutate({ mutation: AccountForgotPasswordMutation, variables: { input: { email: email.trim() } }, ...ACCOUNT_CALL }));
  return { message: data?.forgotPassword.message ?? '', token: data?.forgotPassword.token ?? undefined };
}

export async function resetPassword(token: string, password: string, confirmPassword: string): Promise<{ message: string }> {
  const client = await loadApolloClient();
  const { data } = await asApiCall(() => client.mutate({ mutation: AccountResetPasswordMutation, variables: { input: { token, password, confirmPassword } }, ...ACCOUNT_CALL }));
  return { message: data?.resetPassword.message ?? '' };
}

/** The server's message for a failed call, if it sent one; otherwise undefined (network errors included). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== 200 && typeof (error.body as { message?: unknown } | undefined)?.message === 'string' ? error.message : undefined;
}
