import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Services } from '../services.js';
import { browserIdOf, ensureBrowserId } from '../web/browser-identity.js';

export interface GraphQLContext {
  services: Services;
  requestId: string;
  log: Logger;
  /** the visitor's browser, known by its signed cookie */
  browser: { id?: string; ensureId(): string };
}

export function createContext(services: Services, req: Request, res: Response): GraphQLContext {
  return {
    services,
    requestId: String(req.id),
    log: req.log,
    browser: { id: browserIdOf(req), ensureId: () => ensureBrowserId(req, res) },
  };
}
