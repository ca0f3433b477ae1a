import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Server messages are written for travellers; a failed request gets a hint instead. */
export function failureMessage(error: unknown): string {
  const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
  return message ?? 'Please check your connection and try again.';
}
