import express, { Router } from 'express';
import { adminRoutes, publicAdminContentRoutes } from '../modules/admin/admin.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { chatRoutes } from '../modules/ai/chat/chat.routes.js';
import { destinationRoutes } from '../modules/destinations/destination.routes.js';
import { generationRoutes } from '../modules/generation/generation.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { placesRoutes } from '../modules/places/places.routes.js';
import { tripRoutes } from '../modules/trips/trip.routes.js';
import { planRoutes } from '../modules/users/plan.routes.js';
import { walletRoutes } from '../modules/wallet/wallet.routes.js';
import { companionRoutes } from '../modules/companions/index.js';
import { expenseRoutes } from '../modules/expenses/index.js';
import { itineraryEditRoutes } from '../modules/co-editing/index.js';
import type { Services } from '../services.js';
import { apiNotFound } from './error-handler.js';
import { rejectDeepNesting } from '../web/nesting-depth.js';
import { rejectUnsafeText } from '../web/unsafe-text.js';

/** The REST shim under /api: a thin layer over the same services as GraphQL. */
export function apiRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use(rejectDeepNesting('rest'));
  router.use(rejectUnsafeText('rest'));
  router.use(healthRoutes(services));
  router.use(authRoutes(services));
  router.use(planRoutes(services));
  router.use(destinationRoutes(services));
  router.use(adminRoutes(services));
  router.use(publicAdminContentRoutes(services));
  router.use(generationRoutes(services));
  router.use(tripRoutes(services));
  router.use(chatRoutes(services));
  router.use(placesRoutes(services));
  router.use(walletRoutes(services));
  router.use(companionRoutes(services));
  router.use(expenseRoutes(services));
  router.use(itineraryEditRoutes(services));
  router.use(apiNotFound);
  return router;
}
