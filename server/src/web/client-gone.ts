/**
 * A signal that aborts when the client disconnects before its response is complete. Long
 * requests pass it to the model calls they make, so a traveller who closes the tab stops the
 * (paid, slow) call instead of leaving it to run to the end for nobody.
 */
import type { ServerResponse } from 'node:http';

export function clientGoneSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new DOMException('The client went away.', 'AbortError'));
  });
  return controller.signal;
}
