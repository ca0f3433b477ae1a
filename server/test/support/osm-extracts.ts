/**
 * The committed OpenStreetMap extracts (© OpenStreetMap contributors; fixtures/osm/README.md),
 * read once per test worker: reading one decodes the whole file several times over, which a
 * loaded machine should not repeat for every test that needs its places.
 */
import path from 'node:path';
import { readExtract, type Extract } from '../../src/modules/place-store/read-extract.js';

export const LIECHTENSTEIN_EXTRACT = path.join(__dirname, '..', 'fixtures', 'osm', 'liechtenstein-2024-03-04.osm.pbf');
export const MONACO_EXTRACT = path.join(__dirname, '..', 'fixtures', 'osm', 'monaco-2019-09-30.osm.pbf');

const read = new Map<string, Promise<Extract>>();

export function extract(file: string): Promise<Extract> {
  if (!read.has(file)) read.set(file, readExtract(file));
  return read.get(file)!;
}
