import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HERITAGE_SOURCE,
  indexReference,
  loadGuideReference,
  matchReference,
  normaliseName,
  referenceSite,
  US_ATTRACTIONS_SOURCE,
  type ReferenceSite,
} from '../guide-reference.js';
import type { GuideDestination } from '../guide.types.js';
import { offset, validDestination } from './destination.fixture.js';

function destinationWith(places: Array<{ name: string; at: { lat: number; lng: number } }>, changes: Partial<GuideDestination> = {}): GuideDestination {
  const destination = { ...validDestination(), ...changes };
  destination.places = places.map(({ name, at }, index) => ({ ...destination.places[index], name, ...at }));
  return destination;
}

function usSite(name: string, at: { lat: number; lng: number }, city: string): ReferenceSite {
  return { ...referenceSite(name, at.lat, at.lng, US_ATTRACTIONS_SOURCE), city };
}

describe('normaliseName', () => {
  it('drops case, accents, punctuation and a leading "the"', () => {
    expect(normaliseName('The Alhambra, Granada!')).toBe('alhambra granada');
    expect(normaliseName('Mont-Saint-Michel')).toBe('mont saint michel');
    expect(normaliseName('St. Peter’s Basilica')).toBe('st peters basilica');
    expect(normaliseName('Alcalá de Henares')).toBe('alcala de henares');
  });
});

describe('matchReference', () => {
  const heritage = (name: string, at: { lat: number; lng: number }) => referenceSite(name, at.lat, at.lng, HERITAGE_SOURCE);

  it('matches an exact name and accepts coordinates within 1 km', () => {
    const reference = indexReference('(test)', [heritage('The Old Bridge', offset(0.8))]);
    const { matches, errors } = matchReference(destinationWith([{ name: 'Old Bridge', at: offset(0) }]), reference);
    expect(matches.map((match) => match.site.name)).toEqual(['The Old Bridge']);
    expect(errors).toEqual([]);
  });

  it('reports a match more than 1 km away, naming both', () => {
    const reference = indexReference('(test)', [heritage('Old Bridge', offset(2))]);
    const { errors } = matchReference(destinationWith([{ name: 'Old Bridge', at: offset(0) }]), reference);
    expect(errors).toEqual([expect.stringMatching(/place "place-0" \(Old Bridge, .*\) is 2\.0 km from "Old Bridge" \(.*\) on the UNESCO World Heritage list/)]);
  });

  it('matches an exact name wherever the listed site is', () => {
    const reference = indexReference('(test)', [heritage('Old Bridge', offset(200))]);
    expect(matchReference(destinationWith([{ name: 'Old Bridge', at: offset(0) }]), reference).errors).toHaveLength(1);
  });

  it('matches a short form of a listed name only near the destination', () => {
    const near = indexReference('(test)', [heritage('Historic Centre of Old Bridge Town', offset(10))]);
    expect(matchReference(destinationWith([{ name: 'Old Bridge', at: offset(10) }]), near).matches).toHaveLength(1);
    const far = indexReference('(test)', [heritage('Historic Centre of Old Bridge Town', offset(60))]);
    expect(matchReference(destinationWith([{ name: 'Old Bridge', at: offset(60) }]), far).matches).toHaveLength(0);
  });

  it('does not match on one shared word', () => {
    const reference = indexReference('(test)', [heritage('Cathedral of Testville', offset(5))]);
    expect(matchReference(destinationWith([{ name: 'Cathedral', at: offset(0) }]), reference).matches).toHaveLength(0);
  });

  it('does not match a guide name that adds words to a listed one', () => {
    const reference = indexReference('(test)', [heritage('Central Park', offset(2))]);
    expect(matchReference(destinationWith([{ name: 'Central Park Zoo', at: offset(0) }]), reference).matches).toHaveLength(0);
  });

  it('matches US attractions by exact name only', () => {
    const us = { countryCode: 'US', name: 'Springfield', aliases: [] };
    const reference = indexReference('(test)', [usSite('Old Springfield Zoo', offset(2), 'Springfield')]);
    expect(matchReference(destinationWith([{ name: 'Springfield Zoo', at: offset(0) }], us), reference).matches).toHaveLength(0);
  });

  it('also matches a name without its bracketed abbreviation', () => {
    const reference = indexReference('(test)', [heritage('Museum of Old Art', offset(3))]);
    const { errors } = matchReference(destinationWith([{ name: 'Museum of Old Art (MOOA)', at: offset(0) }]), reference);
    expect(errors).toEqual([expect.stringContaining('"Museum of Old Art"')]);
  });

  it('matches US attractions only in the same city or within 50 km', () => {
    const us = { countryCode: 'US', name: 'Springfield', aliases: [] };
    const sameCity = indexReference('(test)', [usSite('Central Park', offset(100), 'Springfield')]);
    expect(matchReference(destinationWith([{ name: 'Central Park', at: offset(0) }], us), sameCity).errors).toHaveLength(1);
    const otherCity = indexReference('(test)', [usSite('Central Park', offset(100), 'Shelbyville')]);
    expect(matchReference(destinationWith([{ name: 'Central Park', at: offset(0) }], us), otherCity).matches).toHaveLength(0);
    const nearby = indexReference('(test)', [usSite('Central Park', offset(0.2), 'Shelbyville')]);
    expect(matchReference(destinationWith([{ name: 'Central Park', at: offset(0) }], us), nearby).matches).toHaveLength(1);
  });

  it('does not match US attractions outside the United States', () => {
    const reference = indexReference('(test)', [usSite('Central Park', offset(0.2), 'Testville')]);
    expect(matchReference(destinationWith([{ name: 'Central Park', at: offset(0) }]), reference).matches).toHaveLength(0);
  });

  it('prefers an exact match over a partial one', () => {
    const reference = indexReference('(test)', [heritage('Old Bridge', offset(0.1)), heritage('Old Bridge and Towers', offset(5))]);
    const { matches } = matchReference(destinationWith([{ name: 'Old Bridge', at: offset(0) }]), reference);
    expect(matches.map((match) => match.site.name)).toEqual(['Old Bridge']);
  });
});

describe('loadGuideReference', () => {
  it('reads both files, parsing quoted CSV fields', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'guide-reference-'));
    writeFileSync(path.join(dir, 'world-heritage-sites.json'), JSON.stringify([{ name: 'Old Bridge', type: 'Cultural', iso3: 'FRA', lat: 45, lng: 5, inscribed: 2000 }]));
    writeFileSync(path.join(dir, 'us-attractions.csv'), 'name,lat,lng,city\n"Mystery Town, USA",45.779481,-84.732827,Pellston\n');
    const reference = loadGuideReference(dir);
    expect(reference.sites.map((entry) => [entry.name, entry.lat, entry.city])).toEqual([
      ['Old Bridge', 45, undefined],
      ['Mystery Town, USA', 45.779481, 'Pellston'],
    ]);
  });

  it('fails, saying where it looked, when the reference folder is missing', () => {
    expect(() => loadGuideReference('/no/such/folder')).toThrow(/Reference data not found: expected \/no\/such\/folder\/world-heritage-sites\.json.*GUIDE_REFERENCE_DIR/);
  });
});
