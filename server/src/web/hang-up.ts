/**
 * Ending a refused upload that will not stop. Destroying the socket at once, with the client's
 * bytes still unread, makes the kernel reset the connection, and a client that has not yet read
 * our answer (a 413) loses it. So the request stops being read (TCP flow control holds the
 * sender back while it reads the answer), and the connection is closed a moment later.
 */
import type { IncomingMessage } from 'node:http';

/** time the client gets to read the answer before the connection is closed */
export const HANG_UP_DELAY_MS = 2_000;

export function hangUpSoon(req: IncomingMessage, delayMs = HANG_UP_DELAY_MS): void {
  if (req.destroyed) return;
  req.unpipe();
  req.pause();
  setTimeout(() => req.destroy(), delayMs).unref();
}
