/**
 * The built app for the browser benchmarks: started once on its own port and DATA_DIR (as the
 * browser tests do), with one offline-planned trip whose page the benchmarks open.
 */
import { startBuiltApp, type RunningApp } from '../../e2e/browser.js';

export interface BenchApp extends RunningApp {
  /** path of a generated trip's page, e.g. /trip/<uuid> */
  tripPath: string;
}

export async function startBenchApp(): Promise<BenchApp> {
  const app = await startBuiltApp();
  try {
    const response = await fetch(`${app.url}/api/trips/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'Lisbon', country: 'Portugal', preferences: { activities: ['Food Tours', 'Historical Sites'], duration: '4 days' } }),
    });
    if (!response.ok) throw new Error(`trip generation failed: ${response.status} ${await response.text()}`);
    const trip = (await response.json()) as { uuid: string };
    return { ...app, tripPath: `/trip/${trip.uuid}` };
  } catch (error) {
    await app.stop();
    throw error;
  }
}
