/**
 * Reading real OpenStreetMap extracts (the Monaco and Liechtenstein fixtures, © OpenStreetMap
 * contributors): what a trip needs is kept, with positions for ways and relations, and a file
 * that is not an extract is refused with a clear message.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distanceKm } from '../../guide/index.js';
import { ExtractError, readExtract, type Extract } from '../read-extract.js';

const FIXTURES = path.resolve(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'osm');
const MONACO = path.join(FIXTURES, 'monaco-2019-09-30.osm.pbf');
const LIECHTENSTEIN = path.join(FIXTURES, 'liechtenstein-2024-03-04.osm.pbf');

describe('readExtract', () => {
  let monaco: Extract;
  let liechtenstein: Extract;
  beforeAll(async () => {
    [monaco, liechtenstein] = await Promise.all([readExtract(MONACO), readExtract(LIECHTENSTEIN)]);
  });

  const find = (extract: Extract, name: string) => extract.places.find((place) => place.name === name);

  test('keeps the sights, meals and stays of Monaco, each named and inside the country', () => {
    const count = (category: string) => monaco.places.filter((place) => place.category === category).length;
    expect(monaco.places.length).toBeGreaterThan(120);
    expect(count('restaurant')).toBeGreaterThan(50);
    expect(count('hotel')).toBeGreaterThan(10);
    expect(count('museum')).toBeGreaterThan(5);
    for (const place of monaco.places) {
      expect(place.name.trim()).toBe(place.name);
      expect(place.lat).toBeGreaterThan(43.72);
      expect(place.lat).toBeLessThan(43.76);
    }
    // tourist information boards and unnamed objects are not places a trip visits
    expect(monaco.places.some((place) => /information/i.test(place.category))).toBe(false);
  });

  test('a way gets the middle of its outline: the Oceanographic Museum is on its rock, the Prince’s Palace by its square', () => {
    const museum = find(monaco, 'Musée Océanographique')!;
    expect(museum).toMatchObject({ category: 'museum', osmId: expect.stringMatching(/^way\//) });
    // Its real position, from the museum's own pages: 43.7307 N, 7.4253 E.
    expect(distanceKm(museum, { lat: 43.7307, lng: 7.4253 })).toBeLessThan(0.1);
    expect(museum.extentM).toBeGreaterThan(20);
    const palace = find(monaco, 'Palais Princier de Monaco')!;
    expect(distanceKm(palace, { lat: 43.7314, lng: 7.4198 })).toBeLessThan(0.15);
  });

  test('popularity comes from open signals only: Wikidata, Wikipedia, heritage, historic and tourism tags', () => {
    const cathedral = find(liechtenstein, 'Kathedrale St. Florin')!;
    expect(cathedral.wikidata).toMatch(/^Q\d+$/);
    expect(cathedral.popularity).toBeGreaterThanOrEqual(6);
    const plainRestaurant = liechtenstein.places.find((place) => place.category === 'restaurant' && !place.wikidata && !place.wikipedia)!;
    expect(plainRestaurant.popularity).toBe(0);
  });

  test('keeps opening hours, addresses, websites and the other fields a trip shows', () => {
    expect(liechtenstein.places.filter((place) => place.openingHours).length).toBeGreaterThan(30);
    expect(liechtenstein.places.filter((place) => place.category === 'hotel' || place.category === 'guest house' || place.category === 'hostel').length).toBeGreaterThan(25);
    expect(liechtenstein.places.some((place) => place.website?.startsWith('http'))).toBe(true);
    expect(liechtenstein.places.some((place) => place.cuisine)).toBe(true);
  });

  test('an outline the extract holds only part of is left out: the Pelagos marine sanctuary is not a place in Monaco', () => {
    expect(find(monaco, 'Sanctuaire Pelagos')).toBeUndefined();
    expect(monaco.rejected).toBeGreaterThan(0);
  });

  test('a relation is placed by its outer ways: a protected area lies inside Liechtenstein', () => {
    const relations = liechtenstein.places.filter((place) => place.osmId.startsWith('relation/'));
    expect(relations.length).toBeGreaterThan(0);
    for (const place of relations) {
      expect(place.lat).toBeGreaterThan(47.0);
      expect(place.lat).toBeLessThan(47.3);
      expect(place.extentM).toBeGreaterThan(0);
    }
  });

  test('the header gives the covered area and the data date', () => {
    expect(liechtenstein.dataAsOf?.toISOString().slice(0, 10)).toBe('2024-03-04');
    expect(liechtenstein.bounds.minLat).toBeLessThan(47.06);
    expect(liechtenstein.bounds.maxLat).toBeGreaterThan(47.26);
    expect(monaco.dataAsOf?.toISOString().slice(0, 10)).toBe('2019-09-30');
  });

  describe('a file that is not an extract', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'odyssey-extract-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test.each([
      ['a text file', Buffer.from('name,lat,lng\nLouvre,48.86,2.33\n')],
      ['a cut-off extract', readFileSync(MONACO).subarray(0, 100_000)],
      ['an empty file', Buffer.alloc(0)],
    ])('%s is refused with a message that names it', async (_what, bytes) => {
      const file = path.join(dir, `${_what.replace(/\W+/g, '-')}.osm.pbf`);
      writeFileSync(file, bytes);
      const read = readExtract(file);
      await expect(read).rejects.toBeInstanceOf(ExtractError);
      await expect(read).rejects.toThrow(file);
    });

    test('a missing file', async () => {
      await expect(readExtract(path.join(dir, 'missing.osm.pbf'))).rejects.toThrow('is not a file');
    });
  });
});
