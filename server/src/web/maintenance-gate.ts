/**
 * Maintenance mode (an admin setting): while it is on, anyone but an admin who tries to change
 * something gets 503 with a message, over REST and GraphQL; reading still works, and signing in
 * does too, so that admins can get in to switch it off.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { AppError, ERROR_CODES } from '../common/app-error.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import type { Viewer } from '../modules/auth/viewer.js';
import { viewerOfRequest } from './identify-viewer.js';

/** The 503's message, with the admin's Site Name. */
export const maintenanceMessage = (siteName: string) => `${siteName} is undergoing maintenance. Please try again later.`;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** REST paths (under /api) and GraphQL mutations that stay open: signing in. */
const OPEN_PATHS = new Set(['/auth/login']);
const OPEN_MUTATIONS = new Set(['login']);

/** The refusal for this caller, or undefined when they may carry on. */
async function refusalFor(viewer: Viewer, settings: SettingsService): Promise<string | undefined> {
  if (viewer.role === 'admin') return undefined;
  const { maintenanceMode, siteName } = await settings.get();
  return maintenanceMode ? maintenanceMessage(siteName) : undefined;
}

/** For the REST shim, after identifyViewer. */
export function maintenanceGate(settings: SettingsService): RequestHandler {
  return (req, _res, next) => {
    if (READS.has(req.method) || OPEN_PATHS.has(req.path)) return next();
    refusalFor(viewerOfRequest(req), settings).then(
      (refusal) => next(refusal ? new AppError('maintenance', refusal) : undefined),
      next,
    );
  };
}

/** For GraphQL: a mutation (other than signing in) from anyone but an admin. */
export function maintenancePlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          const fields = operation.selectionSet.selections.map((selection) => (selection.kind === 'Field' ? selection.name.value : ''));
          if (fields.every((name) => OPEN_MUTATIONS.has(name))) return;
          const refusal = await refusalFor(contextValue.viewer, contextValue.services.settings);
          if (!refusal) return;
          const { status, graphql } = ERROR_CODES.maintenance;
          throw new GraphQLError(refusal, { extensions: { code: graphql, errorCode: 'maintenance', status, http: { status } } });
        },
      };
    },
  };
}
