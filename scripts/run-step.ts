/** The steps `npm test` and `npm run test:reliability` share: run a command, stop on problems. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');

/** Runs a command from the repository's root, printing "✔ name (seconds)" when it passes. */
export function runStep(name: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${name} (${seconds} s)`);
        resolve();
      } else reject(new Error(`${name} failed (exit ${code}, ${seconds} s)`));
    });
  });
}

/** Prints each problem (a missing PostgreSQL or Chromium says how to get it) and exits 1. */
export function stopIfAny(problems: string[]): void {
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(1);
}

/** The scripts' way to end on an error: its message, no stack, exit 1. */
export function exitOnError(error: unknown): void {
  console.error(`✘ ${(error as Error).message}`);
  process.exit(1);
}
