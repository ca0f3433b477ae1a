/** `npm run restore -- <backup.tar.gz> [--force]`: builds the server if stale, then runs its restore command. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.js';

buildIfStale(['server']);
const cli = path.resolve(__dirname, '..', 'server', 'dist', 'database', 'backup', 'restore.cli.js');
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
