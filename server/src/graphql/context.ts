import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Actor } from '../modules/trips/trip-access.js';
import type { Services } from '../services.js';
import { browserIdOf, ensureBrowserId } from '../web/browser-identity.js';
import { clientGoneSignal } from '../web/client-gone.js';
import { actorOf, clientAddress, type RequestAuth } from '../web/request-auth.js';

export interface GraphQLContext {
  services: Services;
  requestId: string;
  log: Logger;
  /** the visitor's browser, known by its signed cookie */
  browser: { id?: string; ensureId(): string };
  /** the bearer token's user, or why the token was refused (see web/request-auth.ts) */
  auth: RequestAuth;
  /** the browser and the signed-in user together, for edit-rights checks */
  actor: Actor;
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
    browser: { id: browserIdOf(req), ensureId: () => ensureBrowserId(req, res) },
    auth: req.auth ?? {},
    actor: actorOf(req),
    clientAddress: clientAddress(req),
    signal: clientGoneSignal(res),
  };
}
