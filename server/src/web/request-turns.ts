/**
 * Starts at most a few requests per turn of the event loop, in the order they arrived.
 *
 * Node accepts one new connection per turn of its event loop (libuv, since "unix: don't accept()
 * connections in a loop"). A busy server that started every request it had read at once made
 * each turn as long as all of that work: about 250 ms on the embedded database at 200
 * connections. Connections opened then waited seconds to be accepted, and their requests timed
 * out while the connections already open were served (docs/reliability.md, "Load"). Starting a
 * few per turn keeps the turns short, so new connections are accepted promptly and every
 * connection gets its turn. An idle server turns in microseconds, so a lone request loses
 * nothing to the wait.
 */
import type { RequestHandler } from 'express';

/** Measured with the load mix at 200 connections on PGlite: 4 served every kind, with no timeouts. */
export const REQUESTS_PER_TURN = 4;

export function takeTurns(perTurn = REQUESTS_PER_TURN): RequestHandler {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const turn = () => {
    for (let started = 0; started < perTurn && waiting.length > 0; started++) waiting.shift()!();
    // the rest wait for the next turn, after the event loop has polled (and accepted) again
    if (waiting.length > 0) setImmediate(turn);
    else scheduled = false;
  };
  return (_req, _res, next) => {
    waiting.push(next);
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
}
