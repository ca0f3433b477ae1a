/**
 * Turns what the provider threw into the error catalogue. Only a 400's own explanation reaches
 * the traveller, with any key removed; everything else gets a generic message, because raw
 * provider errors can name internal hosts, models or credentials.
 */
import { APIConnectionTimeoutError, APIError } from 'openai';
import { AppError } from '../../../common/app-error.js';

export const AI_UNAVAILABLE_MESSAGE = 'The AI service could not complete the request. Please try again later.';
export const AI_TIMEOUT_MESSAGE = 'The AI service took too long to answer. Please try again.';
export const AI_NOT_CONFIGURED_MESSAGE = 'AI features are not configured on this server.';
export const AI_INVALID_FORMAT_MESSAGE = 'The AI service returned an answer in an unexpected format. Please try again.';

const MAX_MESSAGE_LENGTH = 300;
/** OpenAI-style secret keys, in case a provider echoes one we were not given (e.g. from a proxy) */
const KEY_PATTERN = /\b(sk|rk|pk)-[A-Za-z0-9_-]{8,}/g;

export function redactSecrets(text: string, apiKey?: string): string {
  const withoutKey = apiKey ? text.split(apiKey).join('[redacted]') : text;
  return withoutKey.replace(KEY_PATTERN, '[redacted]');
}

export function toAppError(error: unknown, apiKey?: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AppError('ai_timeout', AI_TIMEOUT_MESSAGE);
  if (error instanceof APIError && error.status === 400) {
    return new AppError('validation_failed', `Invalid Input: ${redactSecrets(providerMessage(error), apiKey).slice(0, MAX_MESSAGE_LENGTH)}`);
  }
  return new AppError('ai_provider_error', AI_UNAVAILABLE_MESSAGE);
}

/** The provider's own words: the body's error.message, without the status the client prefixes. */
function providerMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  if (typeof body?.message === 'string' && body.message.trim()) return body.message.trim();
  return 'the AI service rejected the request';
}

/** What the server log may say about a provider failure: enough to diagnose, never the key. */
export function describeForLog(error: unknown, apiKey?: string): Record<string, unknown> {
  if (error instanceof APIError) {
    return { name: error.constructor.name, status: error.status, type: error.type, requestId: error.requestID, message: redactSecrets(error.message, apiKey) };
  }
  if (error instanceof Error) return { name: error.name, message: redactSecrets(error.message, apiKey) };
  return { message: redactSecrets(String(error), apiKey) };
}
