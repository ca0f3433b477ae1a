/** The account calls of the accounts spec (section 7), over the REST helper. */
import { api, ApiError } from '../../app/api';
import type { SessionUser } from '../../app/session';
import type { RegisterForm } from './account-validation';

export async function login(email: string, password: string): Promise<{ token: string; user: SessionUser }> {
  const answer = await api.post<{ token?: unknown; user?: unknown } | undefined>('/api/auth/login', { email: email.trim(), password });
  if (!answer || typeof answer.token !== 'string' || !answer.user || typeof answer.user !== 'object') {
    throw new ApiError(200, 'Invalid response from server');
  }
  return { token: answer.token, user: answer.user as SessionUser };
}

export function register(form: RegisterForm): Promise<{ message: string }> {
  // The spec's form object, isAdmin included (the server ignores it).
  return api.post('/api/auth/register', { ...form, email: form.email.trim(), username: form.username.trim(), isAdmin: false });
}

export function requestPasswordReset(email: string): Promise<{ message: string; token?: string }> {
  return api.post('/api/auth/forgot-password', { email: email.trim() });
}

export function resetPassword(token: string, password: string, confirmPassword: string): Promise<{ message: string }> {
  return api.post('/api/auth/reset-password', { token, password, confirmPassword });
}

/** The server's message for a failed call, if it sent one; otherwise undefined (network errors included). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== 200 && typeof (error.body as { message?: unknown } | undefined)?.message === 'string' ? error.message : undefined;
}
