/**
 * The admin area's REST shim (docs/product/accounts-admin.md, section 7). Each route declares its role with
 * the `requireRole('admin')` guard, which answers 401 or 403 before anything reads the request;
 * then its body(...) or query(...) check, with the input class of its GraphQL twin.
 * The authorisation test finds every admin route by that guard in the router stack, including
 * the two under /trips and the one under /newsletter.
 */
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { body, checked, query } from '../../rest/checked-input.js';
import { requireRole } from '../../rest/require-role.js';
import type { Services } from '../../services.js';
import { requireUser } from '../auth/index.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { NewsletterEmailArgs } from '../newsletter/index.js';
import { userView } from '../users/index.js';
import { tripView } from '../trips/index.js';
import { readWalletForm } from '../wallet/index.js';
import { SiteSettingsInput } from '../settings/index.js';
import { AdminActivityArgs, AdminSearchArgs, AdminSubscriberPageArgs } from './admin-lists.inputs.js';
import { AdminTripFilterInput, AdminTripInput, TripFeaturedArgs, TripPopularArgs } from './admin-trips.inputs.js';
import { featuredMessage, IMAGE_UPLOADED, popularMessage, TRIP_UPDATED } from './admin-trips.service.js';
import { AdminUserInput } from './admin-users.inputs.js';
import { USER_DELETED, USER_UPDATED } from './admin.resolver.js';

/** A malformed id names no user; the service answers 404 for it. */
const userId = (raw: string): number => (/^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN);
const CACHE_60S = 'private, max-age=60';

export function adminRoutes(services: Services): Router {
  const router = Router();
  const { adminStats, adminUsers, adminTrips, newsletter, settings } = services;

  router.get('/admin/stats', requireRole('admin'), async (_req, res) => {
    const stats = await adminStats.stats();
    res.setHeader('Cache-Control', CACHE_60S);
    res.json(stats);
  });
  router.get('/admin/activity', requireRole('admin'), query(AdminActivityArgs), async (_req, res) => {
    const activity = await adminStats.activity(checked(res, AdminActivityArgs).limit ?? undefined);
    res.setHeader('Cache-Control', CACHE_60S);
    res.json(activity);
  });

  router.get('/admin/users', requireRole('admin'), query(AdminSearchArgs), async (_req, res) => {
    res.json((await adminUsers.list(checked(res, AdminSearchArgs).search)).map(userView));
  });
  router.patch('/admin/users/:userId', requireRole('admin'), body(AdminUserInput), async (req, res) => {
    const user = await adminUsers.update(requireUser(viewerOfRequest(req)), userId(String(req.params.userId)), checked(res, AdminUserInput));
    res.json({ message: USER_UPDATED, user: userView(user) });
  });
  router.delete('/admin/users/:userId', requireRole('admin'), async (req, res) => {
    const id = userId(String(req.params.userId));
    await adminUsers.delete(requireUser(viewerOfRequest(req)), id);
    res.json({ id, deleted: true, message: USER_DELETED });
  });

  // ?featured=&popular=&user=: the fields of adminTrips' filter
  router.get('/admin/trips', requireRole('admin'), query(AdminTripFilterInput), async (_req, res) => {
    res.json((await adminTrips.list(checked(res, AdminTripFilterInput))).map(tripView));
  });
  router.patch('/admin/trips/:uuid', requireRole('admin'), body(AdminTripInput), async (req, res) => {
    res.json({ message: TRIP_UPDATED, trip: tripView(await adminTrips.update(viewerOfRequest(req), String(req.params.uuid), checked(res, AdminTripInput))) });
  });
  router.patch('/admin/trips/:uuid/popular', requireRole('admin'), body(TripPopularArgs), async (req, res) => {
    const { isPopularDestination } = checked(res, TripPopularArgs);
    const trip = await adminTrips.setPopular(viewerOfRequest(req), String(req.params.uuid), isPopularDestination);
    res.json({ message: popularMessage(trip.isPopularDestination), trip: tripView(trip) });
  });
  router.delete('/admin/trips/:uuid', requireRole('admin'), async (req, res) => {
    await adminTrips.delete(viewerOfRequest(req), String(req.params.uuid));
    res.json({ uuid: String(req.params.uuid), deleted: true, message: 'Trip deleted successfully' });
  });
  router.patch('/trips/:uuid/featured', requireRole('admin'), body(TripFeaturedArgs), async (req, res) => {
    const trip = await adminTrips.setFeatured(viewerOfRequest(req), String(req.params.uuid), checked(res, TripFeaturedArgs).isFeatured);
    res.json({ message: featuredMessage(trip.isFeaturedTrip), trip: tripView(trip) });
  });
  // Multipart with a "file" field. The caller is checked before a byte of the body is read.
  router.post('/trips/:uuid/featured-image', requireRole('admin'), async (req, res) => {
    const trip = await adminTrips.uploadFeaturedImage(viewerOfRequest(req), String(req.params.uuid), async () => (await readWalletForm(req, { requireData: false })).document?.content);
    res.json({ message: IMAGE_UPLOADED, featuredImage: trip.featuredImage, trip: tripView(trip) });
  });

  router.get('/admin/subscribers', requireRole('admin'), query(AdminSearchArgs), async (_req, res) => {
    res.json(await newsletter.list(checked(res, AdminSearchArgs).search));
  });
  // ?search=&page= (from 1): one page of 10 with its counts, as adminSubscriberPage.
  router.get('/admin/subscribers/page', requireRole('admin'), query(AdminSubscriberPageArgs), async (_req, res) => {
    const { search, page } = checked(res, AdminSubscriberPageArgs);
    res.json(await newsletter.page(search, page ?? 1));
  });
  router.get('/admin/subscribers/export', requireRole('admin'), async (_req, res) => {
    const { fileName, csv } = await newsletter.exportCsv();
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.send(csv);
  });
  router.post('/newsletter/unsubscribe', requireRole('admin'), body(NewsletterEmailArgs), async (_req, res) => {
    const { message, subscriber } = await newsletter.unsubscribe(checked(res, NewsletterEmailArgs));
    res.json({ message, subscriber });
  });

  router.get('/admin/settings', requireRole('admin'), async (_req, res) => {
    res.json(await settings.forAdmin());
  });
  router.patch('/admin/settings', requireRole('admin'), body(SiteSettingsInput), async (_req, res) => {
    res.json(await settings.update(checked(res, SiteSettingsInput)));
  });
  return router;
}

/** Public: the footer sign-up and the uploaded featured images. */
export function publicAdminContentRoutes(services: Services): Router {
  const router = Router();
  router.post('/newsletter/subscribe', body(NewsletterEmailArgs), async (_req, res) => {
    res.json(await services.newsletter.subscribe(checked(res, NewsletterEmailArgs)));
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
