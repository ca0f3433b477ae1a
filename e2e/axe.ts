/** axe-core in a page, failing on serious and critical violations only, one readable line per element. */
import axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.impact} ${violation.id}: ${violation.help} at ${node.target.join(' ')} (${node.html.slice(0, 160)})\n    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`),
  );
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') still holds.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }) as Promise<AxeResults>);
  return describeViolations(results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '')));
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
