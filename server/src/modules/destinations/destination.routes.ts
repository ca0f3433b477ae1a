import { Router } from 'express';
import { checked, query } from '../../rest/checked-input.js';
import type { Services } from '../../services.js';
import { DestinationSuggestionsArgs } from './destination.inputs.js';

export function destinationRoutes(services: Services): Router {
  const router = Router();
  // ?q= is the args' query
  router.get('/destinations/suggest', query(DestinationSuggestionsArgs, ({ query: { q, ...rest } }) => ({ ...rest, query: q })), async (_req, res) => {
    const { query, limit } = checked(res, DestinationSuggestionsArgs);
    res.json({ suggestions: services.destinations.suggest(query, limit) });
  });
  router.get('/destinations/coverage', (_req, res) => {
    res.json(services.destinations.coverage());
  });
  return router;
}
