import { Router, type Request, type Response } from 'express';
import { body, checked } from '../../rest/checked-input.js';
import { openEventStream } from '../../rest/event-stream.js';
import type { Services } from '../../services.js';
import { creatorKeyOf, ensureBrowserId } from '../../web/browser-identity.js';
import { clientGoneSignal } from '../../web/client-gone.js';
import { requireUser } from '../auth/index.js';
import { requireRole } from '../../rest/require-role.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { ItineraryUpdate } from './itinerary.inputs.js';
import { placedRefusal } from './itinerary-update.js';
import { GenerateTripInput } from './trip.inputs.js';
import type { Requester } from './trip-generation.service.js';
import { tripView } from './trip.view.js';

/** The generating browser, and the signed-in traveller if any (their email goes with the 'Trip Generated' activity). */
const requesterOf = (req: Request, res: Response): Requester => ({ creatorKey: creatorKeyOf(ensureBrowserId(req, res)), userId: viewerOfRequest(req).user?.id });

export function tripRoutes(services: Services): Router {
  const router = Router();
  router.post('/trips/generate', body(GenerateTripInput), async (req, res) => {
    const input = checked(res, GenerateTripInput);
    const signal = clientGoneSignal(res);
    const trip = await services.tripGeneration.generate(input, requesterOf(req, res), { signal });
    res.status(201).json(tripView(trip));
  });
  // The same generation, with its progress as server-sent events: progress..., then trip or error.
  router.post('/trips/generate/stream', body(GenerateTripInput), async (req, res) => {
    const requester = requesterOf(req, res);
    const stream = openEventStream(req, res);
    try {
      const input = checked(res, GenerateTripInput);
      // The trip is sent as soon as it is stored, so the traveller can open it while the model
      // may still be writing its days' titles (the stream ends when that is done).
      await services.tripGeneration.generate(input, requester, { signal: stream.signal, onProgress: (progress) => stream.send('progress', progress), onStored: (trip) => stream.send('trip', tripView(trip)) });
      stream.end();
    } catch (error) {
      stream.fail(error);
    }
  });
  router.get('/trips/featured', async (_req, res) => {
    res.json((await services.trips.featured()).map(tripView));
  });
  router.get('/trips/popular-destinations', async (_req, res) => {
    res.json((await services.trips.popularDestinations()).map(tripView));
  });
  router.get('/trips/uuid/:uuid', async (req, res) => {
    res.json(tripView(await services.trips.getByUuid(req.params.uuid)));
  });
  router.get('/trips/:uuid/permissions', async (req, res) => {
    res.json(await services.trips.permissions(req.params.uuid, viewerOfRequest(req)));
  });
  // Body: { itinerary: [days] }, as the GraphQL mutation's argument, its refusals worded as there ("Day 2, activity 3: ...").
  router.put('/trips/:uuid/itinerary', body(ItineraryUpdate, { reword: placedRefusal }), async (req, res) => {
    const { itinerary } = checked(res, ItineraryUpdate);
    res.json(tripView(await services.trips.updateItinerary(String(req.params.uuid), itinerary, viewerOfRequest(req))));
  });
  // Modify Trip: the same body as /trips/generate, planned again into this trip (its editors only).
  router.post('/trips/:uuid/regenerate', body(GenerateTripInput), async (req, res) => {
    const input = checked(res, GenerateTripInput);
    res.json(tripView(await services.tripGeneration.regenerate(String(req.params.uuid), input, viewerOfRequest(req), { signal: clientGoneSignal(res) })));
  });
  router.post('/trips/:uuid/regenerate/undo', async (req, res) => {
    res.json(tripView(await services.tripGeneration.undoRegeneration(req.params.uuid, viewerOfRequest(req))));
  });
  // Saved trips (docs/product/accounts-admin.md): signed-in travellers only.
  router.get('/trips', requireRole('traveller'), async (req, res) => {
    res.json((await services.savedTrips.list(requireUser(viewerOfRequest(req)))).map(tripView));
  });
  router.post('/trips/uuid/:uuid/save', requireRole('traveller'), async (req, res) => {
    res.json(tripView(await services.savedTrips.save(String(req.params.uuid), viewerOfRequest(req))));
  });
  router.delete('/trips/uuid/:uuid', requireRole('traveller'), async (req, res) => {
    await services.savedTrips.delete(String(req.params.uuid), viewerOfRequest(req));
    res.json({ uuid: String(req.params.uuid), deleted: true });
  });
  return router;
}
