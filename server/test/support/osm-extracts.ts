/**
 * The committed OpenStreetMap extracts (© OpenStreetMap contributors; fixtures/osm/README.md),
 * read once per test run: reading one decodes the whole file several times over, which on a
 * loaded 2-core machine takes tens of seconds. The first worker to read an extract leaves what
 * it read in the temporary folder, keyed by the file and by the reading code itself, so a
 * change to either reads afresh; the reading is proven by read-extract.test.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readExtract, type Extract } from '../../src/modules/place-store/read-extract.js';

export const LIECHTENSTEIN_EXTRACT = path.join(__dirname, '..', 'fixtures', 'osm', 'liechtenstein-2024-03-04.osm.pbf');
export const MONACO_EXTRACT = path.join(__dirname, '..', 'fixtures', 'osm', 'monaco-2019-09-30.osm.pbf');

const READING_CODE = ['read-extract.ts', 'osm-tags.ts', 'store-place.ts'].map((file) => path.join(__dirname, '..', '..', 'src', 'modules', 'place-store', file));
const read = new Map<string, Promise<Extract>>();

export function extract(file: string): Promise<Extract> {
  if (!read.has(file)) read.set(file, readOnce(file));
  return read.get(file)!;
}

async function readOnce(file: string): Promise<Extract> {
  const key = createHash('sha256');
  key.update(`${path.basename(file)} ${statSync(file).size}`);
  for (const code of READING_CODE) key.update(readFileSync(code));
  const cached = path.join(tmpdir(), `odyssey-osm-extract-${key.digest('hex').slice(0, 20)}.json`);
  if (existsSync(cached)) {
    const saved = JSON.parse(readFileSync(cached, 'utf8')) as Extract & { dataAsOf?: string };
    return { ...saved, dataAsOf: saved.dataAsOf ? new Date(saved.dataAsOf) : undefined };
  }
  const fresh = await readExtract(file);
  // Written whole, then renamed: a worker reading at the same moment sees all of it or none.
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(fresh));
  renameSync(partial, cached);
  return fresh;
}
