/**
 * Data as an instance of the first release held it: rows for every table the first migration
 * set (1795320628872-Initial) created, written with plain SQL in that schema's columns only,
 * the way that release's code stored them (argon2 password hashes, SHA-256 reset token hashes,
 * itineraries as the planner wrote them, wallet documents under DATA_DIR/uploads).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../src/modules/users/password.js';

/** The tables of the first migration set; the upgrade test checks it seeds each of them. */
export const FIRST_SCHEMA_TABLES = ['users', 'activity_logs', 'password_reset_tokens', 'subscribers', 'places_cache', 'settings', 'trips', 'wallet_items'];

export const OLD_ACCOUNTS = {
  admin: { email: 'ops@lighthouse.example', password: 'keeper-of-the-light' },
  traveller: { email: 'ines.moreau@example.org', password: 'a long walk in Lisbon' },
};
export const RESET_TOKEN = 'd5f1c0a7e3b94f6c8a2e7b1d9c4f0a3e5b8d2c6f1a9e7b3d';
export const SAVED_TRIP_UUID = '5b1f4c2e-8d3a-4f6b-9c1e-2a7d0e4b6f38';
export const TEMPORARY_TRIP_UUID = 'c3e7a9b1-2d4f-4a6c-8e0b-1f3d5a7c9e2b';
export const DOCUMENT_KEY = '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b';
export const DOCUMENT_BYTES = Buffer.from('%PDF-1.4\n% boarding pass TP 1234 LIS-OPO\n%%EOF\n');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const lisbonItinerary = [
  {
    day: 1,
    title: 'Alfama and the castle',
    description: 'Old Lisbon on foot, ending with fado.',
    activities: [
      { title: 'Castelo de São Jorge', description: 'Moorish castle above Alfama with views over the Tagus.', type: 'sightseeing', time: '09:30', timeframe: 'Morning', duration: 120, location: { lat: 38.7139, lng: -9.1335, city: 'Lisbon' }, address: 'R. de Santa Cruz do Castelo, 1100-129 Lisboa' },
      { title: 'Lunch at Taberna da Rua das Flores', description: 'Petiscos in a small tavern; expect a queue.', type: 'meal', time: '12:30', timeframe: 'Afternoon', duration: 75, location: { lat: 38.7107, lng: -9.1436, city: 'Lisbon' } },
      { title: 'Fado in Alfama', description: 'An evening of fado — "saudade" in a tiny room.', type: 'other', time: '21:00', timeframe: 'Evening', duration: 120 },
    ],
  },
  {
    day: 2,
    title: 'Belém',
    activities: [
      { title: 'Jerónimos Monastery', description: 'Manueline cloisters; buy tickets early.', type: 'sightseeing', time: '10:00', duration: 90, location: { lat: 38.6979, lng: -9.2068, city: 'Lisbon' }, imageUrl: '/api/places/photo?query=Jeronimos', placeId: 'ChIJ-jer0nimos' },
      { title: 'Pastéis de Belém', description: 'The original custard tarts since 1837.', type: 'meal', time: '12:00', duration: 45 },
    ],
  },
];

const preferences = { travelStyle: ['Cultural'], accommodation: ['Boutique Hotel'], activities: ['History', 'Food & Drink'], budgetLevel: 3, currency: 'EUR', duration: '2 days', travelers: 'Couple' };
const accommodations = [{ name: 'Memmo Alfama', rating: 4.6, description: 'Rooftop pool over the river.', pricePerNight: 210.5, currency: 'EUR', type: 'Boutique Hotel', location: 'Alfama' }];
const overview = {
  name: 'Lisbon', country: 'Portugal', description: 'Hills, trams and the Atlantic light.', bestTimeToVisit: 'March to May, September to October',
  languages: ['Portuguese'], currency: 'EUR', travelTips: ['Wear shoes with grip: the calçada is slippery.'], customs: 'Dinner starts late.', transportationTips: 'Tram 28 is crowded; walk or take the metro.', safetyTips: 'Mind pickpockets on trams.',
};

/** Inserts the rows with explicit values (ids, timestamps and all), so the test can compare every column. */
export async function insertFirstSchemaData(dataSource: DataSource, dataDir: string): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => dataSource.query(sql, params);
  await q(
    `INSERT INTO users (id, email, username, password, "firstName", "lastName", "profileImageUrl", bio, "isAdmin", "tokenVersion", "createdAt", "lastLogin") VALUES
     (1, $1, 'lighthouse', $2, 'Ada', NULL, NULL, NULL, true, 0, '2026-01-03 08:00:00+00', '2026-03-01 07:45:12.345+00'),
     (2, $3, 'ines', $4, 'Inès', 'Moreau-Ñúñez', 'https://images.example.org/ines.jpg', 'Travels slowly. Loves tiles — azulejos — and 🥐.', false, 2, '2026-01-10 19:30:00+00', NULL)`,
    [OLD_ACCOUNTS.admin.email, await hashPassword(OLD_ACCOUNTS.admin.password), OLD_ACCOUNTS.traveller.email, await hashPassword(OLD_ACCOUNTS.traveller.password)],
  );
  await q(
    `INSERT INTO trips (id, uuid, "userId", destination, country, "startDate", "endDate", preferences, itinerary, accommodations, "destinationOverview", "createdAt", saved, wallet, "isFeaturedTrip", "featuredImage", "customHeader", "isPopularDestination", "creatorKey") VALUES
     (1, $1, 2, 'Lisbon', 'Portugal', '2026-05-14', '2026-05-15', $2, $3, $4, $5, '2026-02-01 12:00:00+00', true, 'Train tickets in the blue folder', true, 'https://images.example.org/lisbon.jpg', 'Lisbon in two days', false, NULL),
     (2, $6, NULL, 'Porto', 'Portugal', NULL, NULL, '{}', '[]', '[]', NULL, '2026-02-20 09:15:00+00', false, NULL, false, NULL, NULL, true, $7)`,
    [SAVED_TRIP_UUID, JSON.stringify(preferences), JSON.stringify(lisbonItinerary), JSON.stringify(accommodations), JSON.stringify(overview), TEMPORARY_TRIP_UUID, sha256('a browser id')],
  );
  await q(
    `INSERT INTO wallet_items (id, "tripId", "tripUuid", type, title, description, reference, date, time, notes, "fileUrl", "fileKey", "fileName", "fileType", "fileSize", "createdAt") VALUES
     (1, 1, $1, 'flight', 'TAP 1234 Lisbon → Porto', 'Seat 14C', 'XK7P2Q', '2026-05-15', '18:40', 'Check in online 24 h before.', $2, $3, 'boarding-pass.pdf', 'application/pdf', $4, '2026-02-02 10:00:00+00'),
     (2, 1, $1, 'hotel', 'Memmo Alfama', NULL, 'HB-99812', '2026-05-14', NULL, NULL, NULL, NULL, NULL, NULL, NULL, '2026-02-02 10:05:00+00')`,
    [SAVED_TRIP_UUID, `/api/trips/${SAVED_TRIP_UUID}/wallet/1/file`, DOCUMENT_KEY, DOCUMENT_BYTES.length],
  );
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', DOCUMENT_KEY), DOCUMENT_BYTES);
  await q(
    `INSERT INTO subscribers (id, email, subscribed, "subscribedAt", "unsubscribedAt") VALUES
     (1, 'news@example.com', true, '2026-01-05 00:00:00+00', NULL),
     (2, 'gone@example.com', false, '2026-01-06 00:00:00+00', '2026-02-06 00:00:00+00')`,
  );
  await q(
    `INSERT INTO settings (key, value, "updatedAt") VALUES
     ('siteName', '"Lighthouse Trips"', '2026-01-04 00:00:00+00'),
     ('tripCacheDuration', '14', '2026-01-04 00:00:00+00'),
     ('maintenanceMode', 'false', '2026-01-04 00:00:00+00'),
     ('seed.showcaseTrips', '"2026-01-03T08:00:00.000Z"', '2026-01-03 08:00:00+00')`,
  );
  await q(
    `INSERT INTO activity_logs (id, "userId", action, "entityType", "entityId", details, "createdAt") VALUES
     (1, 2, 'Trip Generated', 'trip', $1, '{"destination": "Lisbon", "days": 2}', '2026-02-01 12:00:00+00'),
     (2, 2, 'Trip Saved', 'trip', $1, '{}', '2026-02-01 12:05:00+00'),
     (3, NULL, 'Trip Generated', 'trip', $2, '{"destination": "Porto"}', '2026-02-20 09:15:00+00')`,
    [SAVED_TRIP_UUID, TEMPORARY_TRIP_UUID],
  );
  await q(
    `INSERT INTO places_cache (id, query, "placeId", name, "photoUrl", "businessStatus", "openNow", "createdAt", "lastAccessed") VALUES
     (1, 'jeronimos monastery lisbon', 'ChIJ-jer0nimos', 'Mosteiro dos Jerónimos', 'https://places.example/photo/jeronimos', 'OPERATIONAL', true, '2026-02-01 11:59:00+00', '2026-02-03 08:00:00+00')`,
  );
  await q(
    `INSERT INTO password_reset_tokens (id, "userId", "tokenHash", "expiresAt", "usedAt", "createdAt") VALUES
     (1, 2, $1, '2999-01-01 00:00:00+00', NULL, '2026-02-10 00:00:00+00'),
     (2, 2, $2, '2026-01-11 00:00:00+00', '2026-01-10 20:00:00+00', '2026-01-10 19:45:00+00')`,
    [sha256(RESET_TOKEN), sha256('an old token that was used')],
  );
  // The explicit ids above leave the sequences behind; the first release's rows came from them.
  for (const table of ['users', 'trips', 'wallet_items', 'subscribers', 'activity_logs', 'places_cache', 'password_reset_tokens']) {
    await q(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
}

/**
 * The columns later migrations added to the first set's tables, with the value an upgraded row
 * must have in each. A migration that adds a column to one of these tables must add it here.
 */
export const ADDED_COLUMN_VALUES: Record<string, Record<string, unknown>> = {
  users: { plan: 'basic', planStartedAt: null },
  trips: { featuredImageKey: null, featuredImageType: null, generatedItinerary: null, previousPlan: null, revision: 0, planRevision: 0 },
  places_cache: { lat: null, lng: null, address: null },
  wallet_items: { price: null, priceCurrency: null },
};
