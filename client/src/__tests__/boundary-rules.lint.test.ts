/**
 * The lint rules that keep the code's boundaries (eslint.config.mjs) really fire. The client
 * boundary: ESLint, run as `npm run lint` runs it, refuses a client file that imports server code
 * or a file inside the shared package, and accepts the shared package's entry. The module
 * boundary: a feature module reaches another only through its index.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
// the package's exports do not list its command, so it is found beside its package.json
const ESLINT_BIN = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');

interface LintMessage {
  ruleId: string | null;
  line: number;
}

/** The messages ESLint gives for this text, linted as if it were the client file at `file`. */
function lintAs(file: string, text: string): LintMessage[] {
  const eslint = spawnSync(process.execPath, [ESLINT_BIN, '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: ROOT, input: text, encoding: 'utf8' });
  if (!eslint.stdout) throw new Error(`ESLint gave no report: ${eslint.stderr}`);
  const [report] = JSON.parse(eslint.stdout) as Array<{ messages: LintMessage[] }>;
  return report.messages;
}

const restrictedLines = (messages: LintMessage[]) => messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);

describe('the client boundary lint rule', () => {
  it("refuses server files and the shared package's inner files, and accepts its entry", () => {
    const text = [
      "import { tripOptionLists } from '../../../server/src/modules/trips/trip-options';",
      "import type { Config } from '../../../server/src/config';",
      "import { INTERESTS } from '@odyssey/domain/src/options/trip-options';",
      "import { budgetLabel } from '@odyssey/domain';",
      'export type { Config };',
      'export { tripOptionLists, INTERESTS, budgetLabel };',
      '',
    ].join('\n');
    expect(restrictedLines(lintAs('client/src/features/planner/probe.ts', text))).toEqual([1, 2, 3]);
  });

  it("covers the client's test helpers too", () => {
    const text = "import { injectTripOptions } from '../../server/src/web/injected-trip-options';\nexport { injectTripOptions };\n";
    expect(restrictedLines(lintAs('client/test/probe.ts', text))).toEqual([1]);
  });
});

const entryPointLines = (messages: LintMessage[]) => messages.filter((m) => m.ruleId === 'boundaries/entry-point').map((m) => m.line);

describe('the module boundary lint rule', () => {
  it("refuses a server module importing another module's inner file, and accepts its index", () => {
    const text = [
      "import { Trip } from '../trips/trip.entity.js';",
      "import { tripView } from '../trips/index.js';",
      "import { walletItemView } from './wallet-item.view.js';",
      'export { Trip, tripView, walletItemView };',
      '',
    ].join('\n');
    expect(entryPointLines(lintAs('server/src/modules/wallet/probe.ts', text))).toEqual([1]);
  });

  it("refuses a client feature importing another feature's inner file, and accepts its index", () => {
    const text = [
      "import { PlannerPanel } from '../planner/PlannerPanel';",
      "import { PlannerPanel as Panel } from '../planner';",
      'export { PlannerPanel, Panel };',
      '',
    ].join('\n');
    expect(entryPointLines(lintAs('client/src/features/chat/probe.ts', text))).toEqual([1]);
  });
});
