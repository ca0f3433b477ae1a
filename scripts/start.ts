/** `npm start`: build what is stale, then run the server in a child process of its own. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.js';
import { SERVER_NODE_FLAGS } from './node-flags.js';

buildIfStale();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.resolve(__dirname, '..', 'server', 'dist', 'main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
