/**
 * A failed expenses call as the traveller reads it. The server's messages are written for
 * travellers ("The shares add up to 30.00, not the amount of 40.00"), so they are shown as they
 * are; a failure with no message of its own (offline, say) gets a plain sentence instead.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ApiError } from '../../app/api';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

export function expenseErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || 'Please try again.';
  if (ServerError.is(error)) return `The server answered ${error.statusCode}. Please try again.`;
  if (error instanceof ApiError) return error.message;
  return UNREACHABLE;
}

/** How a write ended; a failure carries the message its dialog shows. */
export type ExpenseWriteResult = { ok: true } | { ok: false; message: string };
