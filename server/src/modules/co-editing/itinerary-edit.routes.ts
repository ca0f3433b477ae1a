/** Co-editing's REST shim, over the same service and input classes as GraphQL (issue 22). */
import { Router } from 'express';
import { body, checked } from '../../rest/checked-input.js';
import { pathId } from '../../rest/path-id.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { tripView } from '../trips/index.js';
import { ItineraryEditBody } from './itinerary-edit.inputs.js';
import type { ItineraryEditService } from './itinerary-edit.service.js';
import type { ItineraryEditResult } from './itinerary-edit.types.js';

const resultView = (result: ItineraryEditResult) => ({ ...result, trip: tripView(result.trip) });

export function itineraryEditRoutes(services: { itineraryEdits: ItineraryEditService }): Router {
  const { itineraryEdits } = services;
  const router = Router();
  router.post('/trips/:uuid/itinerary/edits', body(ItineraryEditBody), async (req, res) => {
    const { baseRevision, edit } = checked(res, ItineraryEditBody);
    res.json(resultView(await itineraryEdits.edit(String(req.params.uuid), baseRevision, edit, viewerOfRequest(req))));
  });
  router.post('/trips/:uuid/itinerary/edits/:revision/undo', async (req, res) => {
    res.json(resultView(await itineraryEdits.undo(String(req.params.uuid), pathId(String(req.params.revision)), viewerOfRequest(req))));
  });
  router.get('/trips/:uuid/itinerary/history', async (req, res) => {
    res.json(await itineraryEdits.history(String(req.params.uuid), viewerOfRequest(req)));
  });
  return router;
}
