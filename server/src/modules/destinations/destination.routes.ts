import { Router } from 'express';
import { validateInput } from '../../common/validate-input.js';
import type { Services } from '../../services.js';
import { DestinationSuggestionsArgs } from './destination.inputs.js';

export function destinationRoutes(services: Services): Router {
  const router = Router();
  router.get('/destinations/suggest', async (req, res) => {
    const { query, limit } = await validateInput(DestinationSuggestionsArgs, { query: req.query.q, limit: req.query.limit });
    res.json({ suggestions: services.destinations.suggest(query, limit) });
  });
  router.get('/destinations/coverage', (_req, res) => {
    res.json(services.destinations.coverage());
  });
  return router;
}
