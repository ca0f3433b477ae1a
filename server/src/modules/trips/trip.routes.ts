import { Router } from 'express';
import { body, checked } from '../../rest/checked-input.js';
import type { Services } from '../../services.js';
import { requireUser } from '../auth/index.js';
import { requireRole } from '../../rest/require-role.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { ItineraryUpdate } from './itinerary.inputs.js';
import { placedRefusal } from './itinerary-update.js';
import { tripView } from './trip.view.js';

export function tripRoutes(services: Services): Router {
  const router = Router();
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
  // Body: { itinerary: [days], baseRevision? }, as the GraphQL mutation's arguments, its refusals worded as there ("Day 2, activity 3: ...").
  router.put('/trips/:uuid/itinerary', body(ItineraryUpdate, { reword: placedRefusal }), async (req, res) => {
    const { itinerary, baseRevision } = checked(res, ItineraryUpdate);
    res.json(tripView(await services.itineraryEdits.replace(String(req.params.uuid), itinerary, baseRevision ?? undefined, viewerOfRequest(req))));
  });
  router.get('/trips/:uuid/viewers', async (req, res) => {
    res.json(await services.trips.viewers(String(req.params.uuid), viewerOfRequest(req)));
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
