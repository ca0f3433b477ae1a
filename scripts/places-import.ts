/** `npm run places:import -- <extract.osm.pbf>`: builds the server if stale, then runs its place-import command. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.js';

buildIfStale(['server']);
const cli = path.resolve(__dirname, '..', 'server', 'dist', 'modules', 'place-store', 'places-import.cli.js');
// Paths are the caller's: npm runs scripts from the repository root, so resolve them against where npm was started.
const cwd = process.env.INIT_CWD ?? process.cwd();
const files = process.argv.slice(2).map((file) => path.resolve(cwd, file));
const result = spawnSync(process.execPath, [cli, ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
