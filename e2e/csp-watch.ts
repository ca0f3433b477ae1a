/**
 * Watches a browser context for Content Security Policy violations: every page of the context
 * reports each `securitypolicyviolation` event (documents and their frames) to the test.
 * Chromium also logs each violation as a console error, which collectProblems catches; the
 * event names the directive and the blocked address, so a failure says what to fix.
 */
import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  return violations;
}

/** A 1×1 transparent PNG: the map tiles' stand-in, as no tile server is reachable from here. */
export const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Answers the default tile server's requests with TILE_PNG. Chromium checks the policy before a
 * request leaves the page, so the tiles still pass through img-src; only the network is stood in for.
 */
export async function standInForTiles(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/[a-z]\.tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
}
