/** The application's services, built once per instance and shared by GraphQL and REST. */
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import { ActivityService } from './modules/activity/activity.service.js';
import { AdminStatsService } from './modules/admin/admin-stats.service.js';
import { AdminTripsService } from './modules/admin/admin-trips.service.js';
import { AdminUsersService } from './modules/admin/admin-users.service.js';
import { LazyAiProvider, type AiClient } from './modules/ai/ai-client.js';
import { AiResponseCache } from './modules/ai/ai-response-cache.js';
import { AuthRateLimits } from './modules/auth/auth-rate-limits.js';
import { AuthService } from './modules/auth/auth.service.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { SessionTokens } from './modules/auth/session-token.js';
import { ChatService } from './modules/ai/chat/chat.service.js';
import { destinationLookups } from './modules/rule-assistant/destination-lookups.js';
import type { AiProviderOptions } from './modules/ai/provider/ai-provider.js';
import { AiTripService, type DestinationFacts } from './modules/ai/trip/ai-trip.service.js';
import { placeSources } from './modules/ai/trip/place-sources.js';
import { ImportedAreas, namesMentioned, PlaceStore } from './modules/place-store/index.js';
import { DestinationService } from './modules/destinations/destination.service.js';
import { Guide } from './modules/guide/guide-loader.js';
import { distanceKm } from './modules/guide/index.js';
import { HealthService } from './modules/health/health.service.js';
import { MailService } from './modules/mail/mail.service.js';
import { CompanionService } from './modules/companions/index.js';
import { LocalTripEvents, PostgresTripEvents } from './modules/trips/trip-events.js';
import { ExpenseService } from './modules/expenses/index.js';
import { ItineraryEditService } from './modules/co-editing/index.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { GooglePlacePhotos } from './modules/places/google-place-photos.js';
import { GoogleTextSearch } from './modules/places/google-text-search.js';
import { PlacesService } from './modules/places/places.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { SavedTripService } from './modules/trips/saved-trip.service.js';
import { TripCleanupService } from './modules/trips/trip-cleanup.service.js';
import { TripGenerationService } from './modules/generation/generation.service.js';
import { TripService } from './modules/trips/trip.service.js';
import { UserService } from './modules/users/user.service.js';
import { createFileStorage } from './modules/storage/create-file-storage.js';
import { DocumentLinks } from './modules/wallet/document-link.js';
import { WalletService } from './modules/wallet/wallet.service.js';

export interface Services {
  activity: ActivityService;
  adminStats: AdminStatsService;
  adminTrips: AdminTripsService;
  adminUsers: AdminUsersService;
  /** the language model; its client library loads on the first call */
  ai: AiClient;
  aiTrips: AiTripService;
  auth: AuthService;
  /** where imported OpenStreetMap data can plan trips (read again each minute, so imports by any instance are seen) */
  importedAreas: ImportedAreas;
  chat: ChatService;
  destinations: DestinationService;
  guide: Guide;
  health: HealthService;
  mail: MailService;
  companions: CompanionService;
  expenses: ExpenseService;
  /** co-editing a trip's itinerary: edits, conflicts, history and undo */
  itineraryEdits: ItineraryEditService;
  newsletter: NewsletterService;
  passwordReset: PasswordResetService;
  places: PlacesService;
  savedTrips: SavedTripService;
  settings: SettingsService;
  trips: TripService;
  tripCleanup: TripCleanupService;
  tripGeneration: TripGenerationService;
  users: UserService;
  wallet: WalletService;
}

/** Tuning that tests change: the model's time limit and retry waits. */
export interface ServiceOptions {
  ai?: Pick<AiProviderOptions, 'timeoutMs' | 'retry'>;
}

export function createServices(config: Config, dataSource: DataSource, log: Logger, options: ServiceOptions = {}): Services {
  const guide = new Guide();
  const settings = new SettingsService(dataSource);
  const activity = new ActivityService(dataSource, settings);
  const tripsLog = log.child({ module: 'trips' });
  // Live updates (issue 22): in-process on the embedded database, LISTEN/NOTIFY across instances on PostgreSQL.
  const tripEvents =
    config.database.kind === 'postgres'
      ? new PostgresTripEvents(config.database.url, (channel, payload) => dataSource.query('SELECT pg_notify($1, $2)', [channel, payload]), (error) => tripsLog.warn({ err: error }, 'live updates: the listening connection failed'))
      : new LocalTripEvents();
  const trips = new TripService(dataSource, tripEvents, tripsLog);
  const aiLog = log.child({ module: 'ai' });
  const ai = new LazyAiProvider({
    timeoutMs: config.ai?.timeoutMs,
    ...options.ai,
    ai: config.ai,
    settings: async () => {
      const { openaiModel, openaiTemperature } = await settings.get();
      return { openaiModel, openaiTemperature };
    },
    recordUsage: (usage) => activity.record({ action: 'AI Request', details: { ...usage } }),
    logger: aiLog,
  });
  // With a model, any place can be planned; without one, the guide's destinations and where map data was imported.
  const importedAreas = new ImportedAreas(dataSource, (error) => log.warn({ err: error }, 'could not read the place store imports'));
  void importedAreas.refresh();
  const destinations = new DestinationService(guide, undefined, () => ai.configured, importedAreas);
  const google = config.googlePlaces;
  const places = new PlacesService(dataSource, settings, google ? new GoogleTextSearch(google) : undefined, {
    photos: google ? new GooglePlacePhotos(google) : undefined,
    log: log.child({ module: 'places' }),
  });
  const users = new UserService(dataSource);
  const mail = new MailService(config.mail);
  const wallet = new WalletService(dataSource, trips, createFileStorage(config.fileStorage), new DocumentLinks(config.jwtSecret), log.child({ module: 'wallet' }));
  const savedTrips = new SavedTripService(dataSource, trips, wallet, activity);
  const placeStore = new PlaceStore(dataSource);
  const sources = placeSources({ google: places, store: placeStore, nominatimUrl: config.openStreetMap.nominatimUrl, overpassUrl: config.openStreetMap.overpassUrl });
  const aiTrips = new AiTripService(ai, new AiResponseCache(dataSource, settings), sources, destinationFacts(guide, destinations));
  return {
    activity,
    adminStats: new AdminStatsService(dataSource),
    adminTrips: new AdminTripsService(dataSource, trips, savedTrips, wallet),
    adminUsers: new AdminUsersService(dataSource, savedTrips),
    ai,
    aiTrips,
    importedAreas,
    auth: new AuthService(users, new SessionTokens(config.jwtSecret), new AuthRateLimits(dataSource, config.database.kind)),
    chat: new ChatService(ai, destinationLookups(guide, destinations)),
    companions: new CompanionService(dataSource, trips, mail, settings, activity, { publicUrl: config.publicUrl ?? `http://localhost:${config.port}`, log: log.child({ module: 'companions' }) }),
    destinations,
    expenses: new ExpenseService(dataSource, trips, (trip) => {
      const id = destinations.resolveDestination(trip.destination, trip.country || undefined);
      return id ? guide.get(id) : undefined;
    }),
    guide,
    itineraryEdits: new ItineraryEditService(dataSource, trips, activity),
    health: new HealthService(dataSource, config.database.kind),
    mail,
    newsletter: new NewsletterService(dataSource),
    passwordReset: new PasswordResetService(dataSource, users, mail, settings, {
      // The development-only token in the forgot-password answer (docs/product/accounts-admin.md): never in production.
      exposeToken: config.nodeEnv !== 'production',
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      log: log.child({ module: 'auth' }),
    }),
    places,
    savedTrips,
    settings,
    trips,
    tripCleanup: new TripCleanupService(dataSource, settings, wallet),
    tripGeneration: new TripGenerationService(dataSource, guide, destinations, activity, aiTrips, trips, aiLog),
    users,
    wallet,
  };
}

/** Country facts and gazetteer distances for checking the model's proposals. */
function destinationFacts(guide: Guide, destinations: DestinationService): DestinationFacts {
  return {
    country: (code) => {
      try {
        return destinations.countryFacts(code);
      } catch {
        return undefined;
      }
    },
    // A place over 300 km away (the farthest day trip) cannot be on this trip.
    landmarksIn: (text, near) => {
      const far = guide.landmarks().filter((landmark) => distanceKm(landmark, near) > 300);
      const named = new Set(namesMentioned(text, far.map((landmark) => landmark.name)));
      return far.filter((landmark) => named.has(landmark.name)).map((landmark) => `${landmark.name} (${landmark.destination})`);
    },
    distances: (name, country) => {
      const covered = new Map(guide.list().map((destination) => [destination.id, destination]));
      return destinations.nearestCovered(name, country, 3).map((nearby) => ({ name: nearby.displayName, km: nearby.distanceKm, lat: covered.get(nearby.id)!.lat, lng: covered.get(nearby.id)!.lng }));
    },
  };
}
