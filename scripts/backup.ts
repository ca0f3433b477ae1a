/** `npm run backup`: builds the server if stale, then runs its backup command (server/src/database/backup). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.js';

buildIfStale(['server']);
const cli = path.resolve(__dirname, '..', 'server', 'dist', 'database', 'backup', 'backup.cli.js');
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
