import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { CompanionResolver } from '../modules/companions/index.js';
import { ExpenseResolver } from '../modules/expenses/index.js';
import { ItineraryEditResolver } from '../modules/co-editing/index.js';
import { ChatResolver } from '../modules/ai/chat/chat.resolver.js';
import { GenerationResolver } from '../modules/generation/generation.resolver.js';
import { DestinationResolver } from '../modules/destinations/destination.resolver.js';
import { HealthResolver } from '../modules/health/health.resolver.js';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver.js';
import { PlacesResolver } from '../modules/places/places.resolver.js';
import { SettingsResolver } from '../modules/settings/settings.resolver.js';
import { TripOptionsResolver } from '../modules/trips/trip-options.resolver.js';
import { TripResolver } from '../modules/trips/trip.resolver.js';
import { PlanResolver } from '../modules/users/plan.resolver.js';
import { WalletResolver } from '../modules/wallet/wallet.resolver.js';
import { validateArgument } from './validate-arguments.js';

export const resolvers = [AdminResolver, AuthResolver, ChatResolver, CompanionResolver, DestinationResolver, ExpenseResolver, GenerationResolver, HealthResolver, ItineraryEditResolver, NewsletterResolver, PlacesResolver, PlanResolver, SettingsResolver, TripResolver, TripOptionsResolver, WalletResolver] as const;

/** The repository's committed schema file; CI fails when it is stale. */
export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

let built: Promise<GraphQLSchema> | undefined;

/** The app's schema, built once per process: Apollo serves it and the REST checks read its input types. */
export function appSchema(): Promise<GraphQLSchema> {
  built ??= buildAppSchema();
  return built;
}

export function buildAppSchema(options: { emit?: boolean } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    emitSchemaFile: options.emit ? { path: SCHEMA_FILE, sortedSchema: true } : false,
    // Every input is checked by the same rules as the REST shim's (validate-arguments.ts).
    validateFn: validateArgument,
    // @Authorized on an operation declares its role; this one checker enforces it for all.
    authChecker,
    // type-graphql wants a topic pubSub for any subscription; ours bring their own source (the
    // app instance's trip events, through the context), so topics are refused if ever used.
    pubSub: {
      publish: () => {
        throw new Error('subscriptions here take their changes from the context, not from topics');
      },
      subscribe: () => {
        throw new Error('subscriptions here take their changes from the context, not from topics');
      },
    },
  });
}
