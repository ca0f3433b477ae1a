/**
 * The admin area's REST shim (docs/product/accounts-admin.md, section 7). Each route hands the caller to a
 * service that checks it before anything else. Routes are registered through `adminRoute`, which
 * marks them in the router stack, so the authorisation test can find every one, including the
 * two under /trips and the one under /newsletter.
 */
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler, type Response } from 'express';
import type { Services } from '../../services.js';
import { userView } from '../users/user.view.js';
import { tripView } from '../trips/trip.view.js';
import { readWalletForm } from '../wallet/wallet-form.js';
import { featuredMessage, IMAGE_UPLOADED, popularMessage, TRIP_UPDATED } from './admin-trips.service.js';
import { USER_DELETED, USER_UPDATED } from './admin.resolver.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Marks a route as admin-only in the router stack (read by the authorisation test). */
export const ADMIN_ROUTE = Symbol.for('odyssey.adminRoute');

function adminRoute(router: Router, method: Method, path: string, handler: RequestHandler): void {
  const route = router.route(path);
  (route as unknown as Record<symbol, boolean>)[ADMIN_ROUTE] = true;
  route[method](handler);
}

/** A malformed id names no user; the service answers 404 for it. */
const userId = (raw: string): number => (/^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN);
const CACHE_60S = 'private, max-age=60';

export function adminRoutes(services: Services): Router {
  const router = Router();
  const { adminStats, adminUsers, adminTrips, newsletter, settings } = services;

  adminRoute(router, 'get', '/admin/stats', async (req, res) => {
    const stats = await adminStats.stats(req.auth);
    res.setHeader('Cache-Control', CACHE_60S);
    res.json(stats);
  });
  adminRoute(router, 'get', '/admin/activity', async (req, res) => {
    const limit = req.query.limit === undefined ? undefined : /^\d{1,4}$/.test(String(req.query.limit)) ? Number(req.query.limit) : Number.NaN;
    const activity = await adminStats.activity(req.auth, limit);
    res.setHeader('Cache-Control', CACHE_60S);
    res.json(activity);
  });

  adminRoute(router, 'get', '/admin/users', async (req, res) => {
    res.json((await adminUsers.list(req.auth, req.query.search as string | undefined)).map(userView));
  });
  adminRoute(router, 'patch', '/admin/users/:userId', async (req, res) => {
    const user = await adminUsers.update(req.auth, userId(String(req.params.userId)), req.body);
    res.json({ message: USER_UPDATED, user: userView(user) });
  });
  adminRoute(router, 'delete', '/admin/users/:userId', async (req, res) => {
    const id = userId(String(req.params.userId));
    await adminUsers.delete(req.auth, id);
    res.json({ id, deleted: true, message: USER_DELETED });
  });

  adminRoute(router, 'get', '/admin/trips', async (req, res) => {
    const filter = { featured: req.query.featured, popular: req.query.popular, user: req.query.user };
    res.json((await adminTrips.list(req.auth, filter)).map(tripView));
  });
  adminRoute(router, 'patch', '/admin/trips/:uuid', async (req, res) => {
    res.json({ message: TRIP_UPDATED, trip: tripView(await adminTrips.update(req.auth, String(req.params.uuid), req.body)) });
  });
  adminRoute(router, 'patch', '/admin/trips/:uuid/popular', async (req, res) => {
    const isPopular = (req.body as { isPopularDestination?: unknown } | undefined)?.isPopularDestination;
    const trip = await adminTrips.setPopular(req.auth, String(req.params.uuid), isPopular);
    res.json({ message: popularMessage(trip.isPopularDestination), trip: tripView(trip) });
  });
  adminRoute(router, 'delete', '/admin/trips/:uuid', async (req, res) => {
    await adminTrips.delete(req.auth, String(req.params.uuid));
    res.json({ uuid: String(req.params.uuid), deleted: true, message: 'Trip deleted successfully' });
  });
  adminRoute(router, 'patch', '/trips/:uuid/featured', async (req, res) => {
    const trip = await adminTrips.setFeatured(req.auth, String(req.params.uuid), req.body);
    res.json({ message: featuredMessage(trip.isFeaturedTrip), trip: tripView(trip) });
  });
  // Multipart with a "file" field. The caller is checked before a byte of the body is read.
  adminRoute(router, 'post', '/trips/:uuid/featured-image', async (req, res) => {
    const trip = await adminTrips.uploadFeaturedImage(req.auth, String(req.params.uuid), async () => (await readWalletForm(req, { requireData: false })).document?.content);
    res.json({ message: IMAGE_UPLOADED, featuredImage: trip.featuredImage, trip: tripView(trip) });
  });

  adminRoute(router, 'get', '/admin/subscribers', async (req, res) => {
    res.json(await newsletter.list(req.auth, req.query.search as string | undefined));
  });
  // ?search=&page= (from 1): one page of 10 with its counts, as adminSubscriberPage.
  adminRoute(router, 'get', '/admin/subscribers/page', async (req, res) => {
    const page = req.query.page === undefined ? 1 : /^\d{1,7}$/.test(String(req.query.page)) ? Number(req.query.page) : Number.NaN;
    res.json(await newsletter.page(req.auth, req.query.search as string | undefined, page));
  });
  adminRoute(router, 'get', '/admin/subscribers/export', async (req, res) => {
    const { fileName, csv } = await newsletter.exportCsv(req.auth);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.send(csv);
  });
  adminRoute(router, 'post', '/newsletter/unsubscribe', async (req, res) => {
    const { message, subscriber } = await newsletter.unsubscribe(req.auth, req.body);
    res.json({ message, subscriber });
  });

  adminRoute(router, 'get', '/admin/settings', async (req, res) => {
    res.json(await settings.forAdmin(req.auth));
  });
  adminRoute(router, 'patch', '/admin/settings', async (req, res) => {
    res.json(await settings.update(req.auth, req.body));
  });
  return router;
}

/** Public: the footer sign-up and the uploaded featured images. */
export function publicAdminContentRoutes(services: Services): Router {
  const router = Router();
  router.post('/newsletter/subscribe', async (req, res) => {
    res.json(await services.newsletter.subscribe(req.body));
  });
  router.get('/trips/:uuid/featured-image', async (req, res) => {
    await sendImage(res, await services.adminTrips.featuredImage(String(req.params.uuid)));
  });
  return router;
}

async function sendImage(res: Response, image: { content: NodeJS.ReadableStream; contentType: string }): Promise<void> {
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'public, max-age=86400');
  try {
    await pipeline(image.content, res);
  } catch {
    res.destroy();
  }
}
