import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { checked, query } from '../../rest/checked-input.js';
import type { Services } from '../../services.js';
import { PlaceMediaArgs, PlacePhotoArgs, PlaceSearchArgs } from './places.inputs.js';

/** A day in browsers; Google's photo names expire, so no longer than that. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

export function placesRoutes(services: Services): Router {
  const router = Router();
  router.get('/places/search', query(PlaceSearchArgs), async (_req, res) => {
    const { query } = checked(res, PlaceSearchArgs);
    res.json(await services.places.search(query));
  });
  router.get('/places/photo', query(PlacePhotoArgs), async (_req, res) => {
    const { placeId, maxWidth } = checked(res, PlacePhotoArgs);
    res.json({ photoUrl: await services.places.photo(placeId, maxWidth) });
  });
  router.get('/places/media/:placeId/:photoId', query(PlaceMediaArgs, (req) => ({ ...req.query, ...req.params })), async (req, res) => {
    const { placeId, photoId, maxWidth } = checked(res, PlaceMediaArgs);
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    const media = await services.places.media(placeId, photoId, maxWidth ?? 400, gone.signal);
    res.set({ 'content-type': media.contentType, 'cache-control': PHOTO_CACHE_CONTROL });
    if (media.contentLength) res.set('content-length', String(media.contentLength));
    // Headers are out: a failure now can only cut the image short, which the browser shows as a failed image.
    await pipeline(media.body, res).catch((error: unknown) => {
      if (!gone.signal.aborted) req.log.warn({ err: error }, 'place photo stream failed');
    });
  });
  return router;
}
