/**
 * Runs a load plan from a process of its own, so the load is sent from outside the process
 * that serves it: `runLoadInSecondProcess` starts this file with tsx, hands it the plan on
 * stdin and reads the result from its stdout. The tests use it (their server runs in-process);
 * the benchmark instead runs the servers as child processes and the load in its own.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { runLoad, type LoadPlan, type LoadResult } from './load-mix.js';

const root = path.resolve(__dirname, '..', '..');

/** Resolves with the run's result; rejects if the process fails or is still running after the plan's time plus a margin. */
export async function runLoadInSecondProcess(plan: LoadPlan, marginMs = 60_000): Promise<LoadResult> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [__filename], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const timer = setTimeout(() => child.kill('SIGKILL'), plan.seconds * 1000 + marginMs);
  try {
    child.stdin.end(JSON.stringify(plan));
    const [output, code] = await Promise.all([text(child.stdout), new Promise<number | null>((resolve) => child.once('exit', resolve))]);
    if (code !== 0) throw new Error(`the load process exited with ${code}`);
    return JSON.parse(output) as LoadResult;
  } finally {
    clearTimeout(timer);
  }
}

if (require.main === module) {
  buffer(process.stdin)
    .then((input) => runLoad(JSON.parse(input.toString('utf8')) as LoadPlan))
    .then((result) => process.stdout.write(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
