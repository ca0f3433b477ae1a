/**
 * The REST doors into the generation pipeline: the call, the progress stream and Modify Trip.
 * Each takes the same body as GraphQL's GenerateTripInput and the same seed (`?seed=`), and
 * fails with the same errors.
 */
import { Router, type Request, type Response } from 'express';
import { body, checked, query } from '../../rest/checked-input.js';
import { openEventStream } from '../../rest/event-stream.js';
import type { Services } from '../../services.js';
import { creatorKeyOf, ensureBrowserId } from '../../web/browser-identity.js';
import { clientGoneSignal } from '../../web/client-gone.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { tripView } from '../trips/index.js';
import { GenerateTripInput } from './generate-trip.inputs.js';
import { GenerationOptionsArgs } from './generation-options.inputs.js';
import type { Requester } from './steps/store.js';

/** The generating browser, and the signed-in traveller if any (their email goes with the 'Trip Generated' activity). */
const requesterOf = (req: Request, res: Response): Requester => ({ creatorKey: creatorKeyOf(ensureBrowserId(req, res)), userId: viewerOfRequest(req).user?.id });
const seedOf = (res: Response) => checked(res, GenerationOptionsArgs).seed ?? undefined;
const options = query(GenerationOptionsArgs);

export function generationRoutes(services: Services): Router {
  const router = Router();
  router.post('/trips/generate', body(GenerateTripInput), options, async (req, res) => {
    const trip = await services.tripGeneration.generate(checked(res, GenerateTripInput), requesterOf(req, res), { seed: seedOf(res), signal: clientGoneSignal(res) });
    res.status(201).json(tripView(trip));
  });
  // The same generation, with its progress as server-sent events: progress..., then trip or error.
  router.post('/trips/generate/stream', body(GenerateTripInput), options, async (req, res) => {
    const requester = requesterOf(req, res);
    const stream = openEventStream(req, res);
    try {
      // The trip is sent as soon as it is stored, so the traveller can open it while the model
      // may still be writing its days' titles (the stream ends when that is done).
      await services.tripGeneration.generate(checked(res, GenerateTripInput), requester, {
        seed: seedOf(res),
        signal: stream.signal,
        onProgress: (progress) => stream.send('progress', progress),
        onStored: (trip) => stream.send('trip', tripView(trip)),
      });
      stream.end();
    } catch (error) {
      stream.fail(error);
    }
  });
  // Modify Trip: the same body, planned again into this trip (its editors only).
  router.post('/trips/:uuid/regenerate', body(GenerateTripInput), options, async (req, res) => {
    const trip = await services.tripGeneration.regenerate(String(req.params.uuid), checked(res, GenerateTripInput), viewerOfRequest(req), { seed: seedOf(res), signal: clientGoneSignal(res) });
    res.json(tripView(trip));
  });
  router.post('/trips/:uuid/regenerate/undo', async (req, res) => {
    res.json(tripView(await services.tripGeneration.undoRegeneration(String(req.params.uuid), viewerOfRequest(req))));
  });
  return router;
}
