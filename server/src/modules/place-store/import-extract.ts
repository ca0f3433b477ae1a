/**
 * `npm run places:import` does its work here: an extract's places go into the store in one
 * transaction, so a failed import leaves the store as it was. Importing is repeatable: a
 * place seen again is updated in place, a new one is added, and a place inside the extract's
 * area that the extract no longer holds is retired, never deleted, because a stored trip may
 * still name it. A place that comes back is un-retired.
 */
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { readExtract, type Extract } from './read-extract.js';
import type { StorePlace } from './store-place.js';

export interface ImportSummary {
  source: string;
  places: number;
  added: number;
  updated: number;
  unchanged: number;
  retired: number;
  /** objects of a kind the store keeps that were left out because their data was not sane */
  rejected: number;
  bounds: Extract['bounds'];
  dataAsOf?: Date;
}

const BATCH = 500;
const COLUMNS = ['osmId', 'name', 'otherNames', 'lat', 'lng', 'extentM', 'category', 'address', 'openingHours', 'wikidata', 'wikipedia', 'website', 'cuisine', 'fee', 'wheelchair', 'popularity', 'fingerprint', 'importId'] as const;

export async function importExtract(dataSource: DataSource, file: string): Promise<ImportSummary> {
  const extract = await readExtract(file);
  return importPlaces(dataSource, path.basename(file), extract);
}

export async function importPlaces(dataSource: DataSource, source: string, extract: Extract): Promise<ImportSummary> {
  const importId = randomUUID();
  const summary: ImportSummary = { source, places: extract.places.length, added: 0, updated: 0, unchanged: 0, retired: 0, rejected: extract.rejected, bounds: extract.bounds, dataAsOf: extract.dataAsOf };
  await dataSource.transaction(async (manager) => {
    for (let start = 0; start < extract.places.length; start += BATCH) {
      const batch = extract.places.slice(start, start + BATCH);
      const counts = await upsert(manager, batch, importId);
      summary.added += counts.added;
      summary.updated += counts.updated;
      summary.unchanged += counts.unchanged;
    }
    const { minLat, maxLat, minLng, maxLng } = extract.bounds;
    const [{ retired }] = (await manager.query(
      `WITH gone AS (UPDATE store_places SET "retiredAt" = now() WHERE "retiredAt" IS NULL AND "importId" <> $1 AND lat BETWEEN $2 AND $3 AND lng BETWEEN $4 AND $5 RETURNING 1)
       SELECT count(*)::int AS retired FROM gone`,
      [importId, minLat, maxLat, minLng, maxLng],
    )) as Array<{ retired: number }>;
    summary.retired = retired;
    await manager.query(
      `INSERT INTO store_imports (id, source, "minLat", "minLng", "maxLat", "maxLng", "dataAsOf", added, updated, retired) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [importId, source.slice(0, 255), minLat, minLng, maxLat, maxLng, extract.dataAsOf ?? null, summary.added, summary.updated, summary.retired],
    );
  });
  return summary;
}

async function upsert(manager: EntityManager, places: StorePlace[], importId: string): Promise<{ added: number; updated: number; unchanged: number }> {
  const before = new Map<string, { fingerprint: string; retired: boolean }>(
    ((await manager.query(`SELECT "osmId", fingerprint, "retiredAt" IS NOT NULL AS retired FROM store_places WHERE "osmId" = ANY($1)`, [places.map((place) => place.osmId)])) as Array<{ osmId: string; fingerprint: string; retired: boolean }>).map((row) => [row.osmId, row]),
  );
  const counts = { added: 0, updated: 0, unchanged: 0 };
  const values: unknown[] = [];
  const rows = places.map((place) => {
    const fingerprint = fingerprintOf(place);
    const old = before.get(place.osmId);
    if (!old) counts.added++;
    else if (old.fingerprint !== fingerprint || old.retired) counts.updated++;
    else counts.unchanged++;
    const row = { ...place, otherNames: JSON.stringify(place.otherNames), fingerprint, importId };
    const offset = values.length;
    for (const column of COLUMNS) values.push((row as Record<string, unknown>)[column] ?? null);
    return `(${COLUMNS.map((_, index) => `$${offset + index + 1}`).join(', ')})`;
  });
  const updates = COLUMNS.filter((column) => column !== 'osmId').map((column) => `"${column}" = EXCLUDED."${column}"`);
  await manager.query(
    `INSERT INTO store_places (${COLUMNS.map((column) => `"${column}"`).join(', ')}) VALUES ${rows.join(', ')}
     ON CONFLICT ("osmId") DO UPDATE SET ${updates.join(', ')}, "retiredAt" = NULL`,
    values,
  );
  return counts;
}

/** Changes to any stored field of a place, in one short string. */
function fingerprintOf(place: StorePlace): string {
  return createHash('sha256').update(JSON.stringify(place)).digest('base64url').slice(0, 22);
}
