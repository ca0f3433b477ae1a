/**
 * The JavaScript a first visit downloads, measured in Chromium: every script the page requests
 * (entry, modulepreloads, route and lazy chunks) from navigation until the network is idle,
 * without scrolling. Sizes are the files gzipped (level 6, what the server sends), so they do
 * not depend on caching or on the server's compression settings. Target for `/`: ≤ 200 kB.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export const FIRST_LOAD_BUDGET_KB = 200;

export interface FirstLoad {
  files: Array<{ url: string; gzipKb: number }>;
  totalKb: number;
}

export async function measureFirstLoad(browser: Browser, url: string, viewport = { width: 1366, height: 768 }): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const pending: Array<Promise<{ url: string; gzipKb: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipKb: gzipSync(body).length / 1000 })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).sort((a, b) => b.gzipKb - a.gzipKb);
    return { files, totalKb: files.reduce((sum, file) => sum + file.gzipKb, 0) };
  } finally {
    await context.close();
  }
}

export function describeFirstLoad(load: FirstLoad, budgetKb?: number): string {
  const budget = budgetKb === undefined ? '' : ` (target ≤ ${budgetKb} kB)`;
  return `${load.totalKb.toFixed(1)} kB gz in ${load.files.length} files${budget}`;
}
