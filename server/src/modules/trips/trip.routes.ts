import { Router, type Request, type Response } from 'express';
import { validateInput } from '../../common/validate-input.js';
import { openEventStream } from '../../rest/event-stream.js';
import type { Services } from '../../services.js';
import { creatorKeyOf, ensureBrowserId } from '../../web/browser-identity.js';
import { clientGoneSignal } from '../../web/client-gone.js';
import { actorOf, requireUser } from '../../web/request-auth.js';
import { validateItinerary } from './itinerary-update.js';
import { GenerateTripInput } from './trip.inputs.js';
import type { Requester } from './trip-generation.service.js';
import { tripView } from './trip.view.js';

/** The generating browser, and the signed-in traveller if any (their email goes with the 'Trip Generated' activity). */
const requesterOf = (req: Request, res: Response): Requester => ({ creatorKey: creatorKeyOf(ensureBrowserId(req, res)), userId: req.auth?.user?.id });

export function tripRoutes(services: Services): Router {
  const router = Router();
  router.post('/trips/generate', async (req, res) => {
    const input = await validateInput(GenerateTripInput, req.body);
    const signal = clientGoneSignal(res);
    const trip = await services.tripGeneration.generate(input, requesterOf(req, res), { signal });
    res.status(201).json(tripView(trip));
  });
  // The same generation, with its progress as server-sent events: progress..., then trip or error.
  router.post('/trips/generate/stream', async (req, res) => {
    const requester = requesterOf(req, res);
    const stream = openEventStream(req, res);
    try {
      const input = await validateInput(GenerateTripInput, req.body);
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
    res.json(await services.trips.permissions(req.params.uuid, actorOf(req)));
  });
  // Body: { itinerary: [days] }, as the GraphQL mutation's argument.
  router.put('/trips/:uuid/itinerary', async (req, res) => {
    const body = req.body as { itinerary?: unknown } | undefined;
    const itinerary = await validateItinerary(body?.itinerary);
    res.json(tripView(await services.trips.updateItinerary(req.params.uuid, itinerary, actorOf(req))));
  });
  // Modify Trip: the same body as /trips/generate, planned again into this trip (its editors only).
  router.post('/trips/:uuid/regenerate', async (req, res) => {
    const input = await validateInput(GenerateTripInput, req.body);
    res.json(tripView(await services.tripGeneration.regenerate(req.params.uuid, input, actorOf(req), { signal: clientGoneSignal(res) })));
  });
  router.post('/trips/:uuid/regenerate/undo', async (req, res) => {
    res.json(tripView(await services.tripGeneration.undoRegeneration(req.params.uuid, actorOf(req))));
  });
  // Saved trips (docs/product/accounts-admin.md): signed-in travellers only.
  router.get('/trips', async (req, res) => {
    res.json((await services.savedTrips.list(requireUser(req.auth))).map(tripView));
  });
  router.post('/trips/uuid/:uuid/save', async (req, res) => {
    res.json(tripView(await services.savedTrips.save(req.params.uuid, requireUser(req.auth), actorOf(req))));
  });
  router.delete('/trips/uuid/:uuid', async (req, res) => {
    await services.savedTrips.delete(req.params.uuid, requireUser(req.auth));
    res.json({ uuid: req.params.uuid, deleted: true });
  });
  return router;
}
