/**
 * Where the guide's files live and how they are read. Paths are relative to the server
 * package folder, three levels up from both src/modules/guide and dist/modules/guide, so the
 * built server reads the same JSON files as the sources (tsc does not copy them into dist).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SERVER_ROOT = path.resolve(__dirname, '..', '..', '..');

export const DESTINATIONS_DIR = path.join(SERVER_ROOT, 'src', 'modules', 'guide', 'data', 'destinations');

/** ../shared/data/reference next to the repository (see AUTHORING.md). */
export const DEFAULT_REFERENCE_DIR = path.resolve(SERVER_ROOT, '..', '..', 'shared', 'data', 'reference');

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
