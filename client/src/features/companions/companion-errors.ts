/**
 * A failed companions call as the traveller reads it: the server's messages are written for
 * travellers ('This invitation was withdrawn by the trip's owner.'), so they are shown as they
 * are; a failure with no message of its own (offline, say) gets a plain sentence.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

export function companionErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || 'Please try again.';
  return UNREACHABLE;
}

/** The server's code for the failure (GONE, NOT_FOUND, FORBIDDEN, CONFLICT, ...), when it gave one. */
export function companionErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
