/**
 * Adding a candidate source is one new file and one line in sources/index.ts. This test does
 * exactly that with a real source, a regional guide: destinations in the guide's own file format,
 * kept in another folder. The application's guide here lacks Bruges, which the regional guide
 * holds (the real file from server/data/guide). The pipeline's steps 1 to 6 then plan Bruges from
 * the new source, with every docs/quality.md check passing, and refuse it without the source.
 */
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import type { AiTripService } from '../../ai/index.js';
import { DestinationService } from '../../destinations/index.js';
import { Guide } from '../../guide/index.js';
import type { PlaceStore } from '../../place-store/index.js';
import { DESTINATIONS_DIR, listDestinationIds } from '../../guide/guide-files.js';
import { GenerateTripInput, PreferencesInput } from '../generate-trip.inputs.js';
import { planFromRequest, type PlanningServices } from '../pipeline.js';
import { rising } from '../progress.js';
import { candidateSources, type CandidateSource } from '../sources/index.js';

const REGIONAL = 'bruges';

/** A folder of guide files: links to the real ones named. */
function guideFolder(ids: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'odyssey-guide-'));
  for (const id of ids) symlinkSync(path.join(DESTINATIONS_DIR, `${id}.json`), path.join(dir, `${id}.json`));
  return dir;
}

/** The new source, as its own file would write it. */
function regionalGuideSource(dir: string): CandidateSource {
  const guide = new Guide(dir);
  const index = new DestinationService(guide, () => []);
  return {
    name: 'regional guide',
    async gather(request) {
      const id = index.resolveDestination(request.destination, request.country || undefined);
      const destination = id ? guide.get(id) : undefined;
      return destination ? { destination, source: 'regional guide', chosen: false } : undefined;
    },
  };
}

const guide = new Guide(guideFolder(listDestinationIds().filter((id) => id !== REGIONAL)));
const destinations = new DestinationService(guide);
// The embedded default: no language model configured, so steps 3 and 6 are the offline ones.
const model = { configured: false } as AiTripService;
const log = { warn: jest.fn() };
// No imported map data: the place store covers nowhere.
const store = { covers: async () => false } as unknown as PlaceStore;
const applicationSources = candidateSources({ guide, destinations, model, store });

function request(destination: string, country: string): GenerateTripInput {
  const input = plainToInstance(GenerateTripInput, { destination, country });
  input.preferences = Object.assign(new PreferencesInput(), { duration: '3 days', activities: ['Historical Sites', 'Food Tours'] });
  return input;
}

function plan(sources: readonly CandidateSource[], input: GenerateTripInput) {
  const services: PlanningServices = { sources, destinations, model, log };
  const heard: string[] = [];
  return { heard, result: planFromRequest(services, input, { seed: 7, report: rising((progress) => heard.push(progress.stage)) }, { writeLater: false }) };
}

describe('a new candidate source plugs into the pipeline', () => {
  test("without it, the application's sources refuse a destination none of them knows", async () => {
    await expect(plan(applicationSources, request('Bruges', 'Belgium')).result).rejects.toMatchObject({ code: 'destination_not_covered' });
  });

  test('with it added to the list, the pipeline plans from its candidates and every check passes', async () => {
    const { heard, result } = plan([...applicationSources, regionalGuideSource(guideFolder([REGIONAL]))], request('Bruges', 'Belgium'));
    const planned = await result;
    expect(planned.candidates.source).toBe('regional guide');
    expect(planned.candidates.destination.name).toBe('Bruges');
    expect(planned.plan.itinerary).toHaveLength(3);
    expect(planned.plan.checks.filter((check) => !check.passed)).toEqual([]);
    const places = new Set(planned.candidates.destination.places.map((place) => place.name));
    const visits = planned.plan.itinerary.flatMap((day) => day.activities).filter((activity) => activity.type !== 'meal' && activity.type !== 'transportation' && activity.type !== 'lodging');
    expect(visits.some((activity) => places.has(activity.title))).toBe(true);
    expect(heard).toContain('checking');
  });

  test('sources are asked in order: a destination the application guide knows never reaches the new one', async () => {
    const asked: string[] = [];
    const watching: CandidateSource = { name: 'watching', gather: async (trip) => void asked.push(trip.destination) };
    const planned = await plan([...applicationSources, watching], request('Lisbon', 'Portugal')).result;
    expect(planned.candidates.source).toBe('guide');
    expect(asked).toEqual([]);
  });
});
