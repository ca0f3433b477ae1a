/** PUT /api/user/plan: the REST twin of the choosePlan mutation, over the same service. */
import { Router } from 'express';
import { body, checked } from '../../rest/checked-input.js';
import type { Services } from '../../services.js';
import { requireRole } from '../../rest/require-role.js';
import { viewerOfRequest } from '../../web/identify-viewer.js';
import { requireUser } from '../auth/index.js';
import { ChoosePlanInput } from './plan.inputs.js';
import { userView } from './user.view.js';

export function planRoutes(services: Pick<Services, 'users'>): Router {
  const router = Router();
  router.put('/user/plan', requireRole('traveller'), body(ChoosePlanInput), async (req, res) => {
    const user = requireUser(viewerOfRequest(req));
    const input = checked(res, ChoosePlanInput);
    res.json(userView(await services.users.choosePlan(user.id, input)));
  });
  return router;
}
