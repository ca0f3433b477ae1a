import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The product version, from the root package.json (read once; works from src and dist). */
export const VERSION: string = (JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
