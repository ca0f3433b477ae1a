/**
 * Where the guide's files live and how they are read. This is the one place that names the
 * folders: the guide loader, `npm run guide:check`, the tests and the scripts all import these
 * constants, and the Dockerfile copies the same folder (a test holds it to that).
 *
 * The data lives in server/data, outside src/, so the sources stay code and the 7 MB of JSON is
 * not part of the TypeScript build. Paths are relative to the server package folder, three
 * levels up from both src/modules/guide and dist/modules/guide, so the built server reads the
 * same files as the sources (tsc does not copy them into dist).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SERVER_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The server's committed data: the guide's destinations and the reference lists that check them. */
export const SERVER_DATA_DIR = path.join(SERVER_ROOT, 'data');

/** One JSON file per destination (see AUTHORING.md). */
export const DESTINATIONS_DIR = path.join(SERVER_DATA_DIR, 'guide', 'destinations');

/** Public reference coordinates that the guide check compares places with (see the README there). */
export const DEFAULT_REFERENCE_DIR = path.join(SERVER_DATA_DIR, 'reference');

/** Destination ids (file names without .json), sorted. */
export function listDestinationIds(dir: string = DESTINATIONS_DIR): string[] {
  if (!existsSync(dir)) throw new Error(`Guide data folder not found: expected ${dir}`);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** The parsed JSON of one destination file; throws with the file's path when unreadable. */
export function readDestinationFile(id: string, dir: string = DESTINATIONS_DIR): unknown {
  const file = path.join(dir, `${id}.json`);
  if (!existsSync(file)) throw new Error(`no destination file ${file}`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}
