/**
 * Builds the server and the web client when their build is missing or older than their
 * sources, so `npm start` on a fresh clone just works and a warm restart skips the build.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builds = [
  { name: 'server', output: 'server/dist/main.js', sources: ['server/src', 'server/tsconfig.json', 'server/package.json'] },
  { name: 'client', output: 'client/dist/index.html', sources: ['client/src', 'client/index.html', 'client/explorer.html', 'client/vite.config.ts', 'client/package.json'] },
];

/** Builds what is stale; `only` limits it to some parts (e.g. just the server for a CLI). */
export function buildIfStale(only?: Array<'server' | 'client'>): void {
  for (const build of builds) {
    if (only && !only.includes(build.name as 'server' | 'client')) continue;
    const built = newestMtime(path.join(root, build.output));
    const source = Math.max(...build.sources.map((s) => newestMtime(path.join(root, s))));
    if (built >= source) continue;
    console.log(`Building the ${build.name}…`);
    execSync(`npm run build -w ${build.name}`, { cwd: root, stdio: 'inherit' });
  }
}

if (require.main === module) buildIfStale();
