/**
 * A failed wallet call as the traveller reads it. The product's first description showed no failures (docs/product/traveller.md, section 8); the server's
 * messages are written for travellers (e.g. "The file's contents are not a PDF; ..."), so
 * they are shown as they are, and transport failures get a plain sentence instead.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/** A multipart request refused before GraphQL ran (e.g. by the upload parser) still carries a JSON message. */
function messageInBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; errors?: { message?: unknown }[] };
    const message = body.message ?? body.errors?.[0]?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

export function walletErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || 'Please try again.';
  if (ServerError.is(error)) return messageInBody(error.bodyText) ?? `The server answered ${error.statusCode}. Please try again.`;
  return UNREACHABLE;
}

/** How a write ended; a failure carries the message its dialog shows beside the toast. */
export type WalletWriteResult = { ok: true } | { ok: false; message: string };
