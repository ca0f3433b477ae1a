import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Guide } from '../guide-loader.js';
import { validDestination } from './destination.fixture.js';

function guideWith(files: Record<string, unknown>): { guide: Guide; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-loader-'));
  for (const [id, content] of Object.entries(files)) writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(content));
  return { guide: new Guide(dir), dir };
}

describe('Guide', () => {
  it('lists destinations with their identity only', () => {
    const { guide } = guideWith({ testville: validDestination() });
    expect(guide.list()).toEqual([
      { id: 'testville', name: 'Testville', aliases: ['Test City'], country: 'France', countryCode: 'FR', kind: 'city', lat: 45, lng: 5 },
    ]);
  });

  it('loads a destination once, with weekly hours on every place', () => {
    const { guide, dir } = guideWith({ testville: validDestination() });
    const first = guide.get('testville');
    expect(first?.places[0].weeklyHours.mo).toEqual([]);
    expect(first?.places[0].weeklyHours.tu).toEqual([[600, 1080]]);
    writeFileSync(path.join(dir, 'testville.json'), '{ not json');
    expect(guide.get('testville')).toBe(first);
  });

  it('leaves out a place shut for works until the day it reopens', () => {
    const destination = validDestination();
    destination.places[1].closedUntil = '2999-01-01';
    destination.places[2].closedUntil = '2020-01-01';
    const places = guideWith({ testville: destination }).guide.get('testville')!.places.map((place) => place.id);
    expect(places).not.toContain('place-1');
    expect(places).toContain('place-2');
    expect(places).toHaveLength(destination.places.length - 1);
  });

  it('returns undefined for an unknown or path-like id', () => {
    const { guide } = guideWith({ testville: validDestination() });
    expect(guide.get('atlantis')).toBeUndefined();
    expect(guide.get('../testville')).toBeUndefined();
  });

  it('names the destination and place whose hours cannot be read', () => {
    const broken = validDestination();
    broken.places[3].hours = 'Mo-Fr 09:00-17:00; PH off';
    const { guide } = guideWith({ testville: broken });
    expect(() => guide.get('testville')).toThrow('guide destination "testville", place "place-3": "Mo-Fr 09:00-17:00; PH off" uses public holidays');
  });
});
