/**
 * Turns what the provider threw into the error catalogue. No provider's words reach the
 * traveller: a provider's 400 is about our request to it (a model setting, a key), not the
 * traveller's input, so it is an ai_provider_error like the rest, with a message of our own;
 * raw provider errors can also name internal hosts, models or credentials. The log keeps them.
 */
import { APIConnectionTimeoutError, APIError } from 'openai';
import { AppError } from '../../../common/app-error.js';

export const AI_UNAVAILABLE_MESSAGE = 'The AI service could not complete the request. Please try again later.';
export const AI_TIMEOUT_MESSAGE = 'The AI service took too long to answer. Please try again.';
export const AI_NOT_CONFIGURED_MESSAGE = 'AI features are not configured on this server.';
export const AI_REFUSED_MESSAGE = "The AI service refused our request, so the trip could not be planned. This is not a problem with what you entered: please try again later, or ask the site's operator to check the AI settings.";
export const AI_INVALID_FORMAT_MESSAGE = 'The AI service returned an answer in an unexpected format. Please try again.';

/** OpenAI-style secret keys, in case a provider echoes one we were not given (e.g. from a proxy) */
const KEY_PATTERN = /\b(sk|rk|pk)-[A-Za-z0-9_-]{8,}/g;

export function redactSecrets(text: string, apiKey?: string): string {
  const withoutKey = apiKey ? text.split(apiKey).join('[redacted]') : text;
  return withoutKey.replace(KEY_PATTERN, '[redacted]');
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AppError('ai_timeout', AI_TIMEOUT_MESSAGE);
  if (error instanceof APIError && error.status === 400) return new AppError('ai_provider_error', AI_REFUSED_MESSAGE);
  return new AppError('ai_provider_error', AI_UNAVAILABLE_MESSAGE);
}

/** What the server log may say about a provider failure: enough to diagnose, never the key. */
export function describeForLog(error: unknown, apiKey?: string): Record<string, unknown> {
  if (error instanceof APIError) {
    return { name: error.constructor.name, status: error.status, type: error.type, requestId: error.requestID, message: redactSecrets(error.message, apiKey) };
  }
  if (error instanceof Error) return { name: error.name, message: redactSecrets(error.message, apiKey) };
  return { message: redactSecrets(String(error), apiKey) };
}
