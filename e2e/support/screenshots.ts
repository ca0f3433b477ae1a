/** Screenshots for docs/screenshots, taken once the page has stopped moving. */
import path from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOTS = path.resolve(__dirname, '..', '..', 'docs', 'screenshots');

/**
 * Once toasts and dialogs have stopped moving, a picture of the viewport. Endless animations
 * (a keyboard focus's pulsing ring, a spinner) never stop: they are not waited for.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, name) });
}
