/**
 * Signed addresses for wallet documents.
 *
 * A document is opened by a plain link (a new tab, a download), and a plain link carries the
 * browser's cookie but not the signed-in user's bearer token. So the address handed to someone
 * who passed the wallet's rights check carries proof of that check: an expiry and an HMAC of
 * the trip, the item and the expiry. The file route accepts that proof, or checks the caller's
 * rights itself; an address without a valid proof (copied from an old page, or guessed) opens
 * nothing for a stranger.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a handed-out address works: long enough for a page left open, short for a leaked link. */
export const DOCUMENT_LINK_TTL_MS = 60 * 60 * 1000;
/** Expiries are rounded up to this step, so a page that reloads its wallet gets the same addresses (and its cache holds). */
const EXPIRY_STEP_MS = 5 * 60 * 1000;
const TOKEN = /^(\d{1,13})\.([A-Za-z0-9_-]{43})$/;

export class DocumentLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the session secret, so a link signature is never a token's.
    this.key = createHmac('sha256', secret).update('odyssey wallet document link').digest();
  }

  /** The address of an item's document, signed for the next DOCUMENT_LINK_TTL_MS. */
  address(tripUuid: string, itemId: number, now = Date.now()): string {
    const expires = Math.ceil((now + DOCUMENT_LINK_TTL_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
    return `/api/trips/${tripUuid}/wallet/${itemId}/file?access=${expires}.${this.sign(tripUuid, itemId, expires)}`;
  }

  /** Whether `access` is an unexpired proof for this trip's item. */
  verify(tripUuid: string, itemId: number, access: unknown, now = Date.now()): boolean {
    if (typeof access !== 'string') return false;
    const match = TOKEN.exec(access);
    if (!match) return false;
    const expires = Number(match[1]);
    if (!(expires > now)) return false;
    const expected = Buffer.from(this.sign(tripUuid, itemId, expires));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(tripUuid: string, itemId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${tripUuid.toLowerCase()}\n${itemId}\n${expires}`).digest('base64url');
  }
}
