/**
 * Serves the built client: hashed assets with long caching, and index.html for every
 * other GET so that deep links such as /trip/<uuid> and /admin/users load the app.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { BETA_BANNER_DISMISSED_COOKIE, withFirstPaint } from './first-paint.js';
import { injectSettings, type InjectedSettings } from './injected-settings.js';
import { injectTripOptions } from './injected-trip-options.js';
import { withSiteName } from './site-name.js';
import { readFirstPaintAssets } from './trip-first-paint/first-paint-assets.js';
import { tripFirstPaint, type QueryRunner } from './trip-first-paint/trip-first-paint.js';

/** Reads the public settings for index.html (the settings service caches them). */
export type PublicSettingsSource = () => Promise<InjectedSettings>;

/** Runs a GraphQL operation as the visitor of this request (for a trip page's first paint). */
export type RequestQueryRunner = (req: Request, res: Response) => QueryRunner;

export function clientRoutes(clientDist: string, publicSettings: PublicSettingsSource, queriesFor?: RequestQueryRunner): Router {
  const router = Router();
  const indexFile = path.join(clientDist, 'index.html');
  router.use('/assets', express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  router.get(/.*/, async (req, res) => {
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web client is not built yet. Run `npm run build` (npm start does this for you).');
      return;
    }
    const [html, settings] = await Promise.all([readFile(indexFile, 'utf8'), publicSettings()]);
    const trip = queriesFor && !settings.maintenanceMode ? await tripFirstPaint(req.path, await readFirstPaintAssets(clientDist), queriesFor(req, res)) : null;
    res.setHeader('Cache-Control', 'no-cache');
    const betaBannerDismissed = (req.cookies as Record<string, string> | undefined)?.[BETA_BANNER_DISMISSED_COOKIE] === '1';
    const page = withSiteName(withFirstPaint(html, { path: req.path, maintenanceMode: settings.maintenanceMode, betaBannerDismissed, trip }), settings.siteName);
    res.type('html').send(injectTripOptions(injectSettings(page, settings)));
  });
  return router;
}

/** GET /graphql from a browser opens the explorer, whose assets we serve ourselves (no CDN). */
export function explorerPage(clientDist: string): express.RequestHandler {
  const explorerFile = path.join(clientDist, 'explorer.html');
  return (req, res, next) => {
    const wantsPage = req.method === 'GET' && !req.query.query && req.accepts(['json', 'html']) === 'html';
    if (!wantsPage || !existsSync(explorerFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(explorerFile);
  };
}
