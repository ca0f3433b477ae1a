import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Viewer } from '../modules/auth/viewer.js';
import type { Services } from '../services.js';
import { ensureBrowserId } from '../web/browser-identity.js';
import { clientGoneSignal } from '../web/client-gone.js';
import { clientAddress, viewerOfRequest } from '../web/identify-viewer.js';

export interface GraphQLContext {
  services: Services;
  requestId: string;
  log: Logger;
  /** who is asking, built once for the request (see modules/auth/viewer.ts) */
  viewer: Viewer;
  /** the browser's cookie id, issuing the cookie first when it has none: a generated trip's creator */
  ensureBrowserId(): string;
  /** for rate limits */
  clientAddress: string;
  /** aborts when the client disconnects first: long operations pass it to their model calls */
  signal: AbortSignal;
}

export function createContext(services: Services, req: Request, res: Response): GraphQLContext {
  return {
    services,
    requestId: String(req.id),
    log: req.log,
    viewer: viewerOfRequest(req),
    ensureBrowserId: () => ensureBrowserId(req, res),
    clientAddress: clientAddress(req),
    signal: clientGoneSignal(res),
  };
}
