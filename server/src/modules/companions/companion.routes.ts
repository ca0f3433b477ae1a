/** The companions' REST shim, over the same service as GraphQL (issue 22). */
import { Router } from 'express';
import { pathId } from '../../rest/path-id.js';
import { body, checked } from '../../rest/checked-input.js';
import { requireRole } from '../../rest/require-role.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { tripView } from '../trips/index.js';
import { InviteCompanionInput } from './companion.inputs.js';
import type { CompanionService } from './companion.service.js';


export function companionRoutes(services: { companions: CompanionService }): Router {
  const { companions } = services;
  const router = Router();
  router.get('/trips/:tripUuid/companions', async (req, res) => {
    res.json(await companions.list(String(req.params.tripUuid), viewerOfRequest(req)));
  });
  router.post('/trips/:tripUuid/companions/invitations', requireRole('traveller'), body(InviteCompanionInput), async (req, res) => {
    const input = checked(res, InviteCompanionInput);
    res.status(201).json(await companions.invite(String(req.params.tripUuid), input, viewerOfRequest(req)));
  });
  router.delete('/trips/:tripUuid/companions/invitations/:id', requireRole('traveller'), async (req, res) => {
    await companions.revoke(String(req.params.tripUuid), pathId(String(req.params.id)), viewerOfRequest(req));
    res.json({ id: Number(req.params.id), revoked: true });
  });
  router.delete('/trips/:tripUuid/companions/:userId', requireRole('traveller'), async (req, res) => {
    await companions.remove(String(req.params.tripUuid), pathId(String(req.params.userId)), viewerOfRequest(req));
    res.json({ userId: Number(req.params.userId), removed: true });
  });
  router.get('/invitations/:token', async (req, res) => {
    res.json(await companions.preview(String(req.params.token)));
  });
  router.post('/invitations/:token/accept', requireRole('traveller'), async (req, res) => {
    res.json(tripView(await companions.accept(String(req.params.token), viewerOfRequest(req))));
  });
  return router;
}
