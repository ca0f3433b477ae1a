import { extractDestination, type DestinationMention } from '../extract-destination.js';
import type { DestinationLookups } from '../offline-assistant.types.js';
import { lookups } from './real-lookups.js';

function described(mention: DestinationMention | undefined): string | undefined {
  switch (mention?.kind) {
    case 'covered':
      return `${mention.destination.name}${mention.misspelt ? ' (misspelt)' : ''}`;
    case 'uncovered':
      return `${mention.name}, ${mention.country} (not covered)`;
    case 'country':
      return `country ${mention.country.name}`;
    default:
      return undefined;
  }
}

const place = (text: string) => described(extractDestination(text, lookups));

describe('extractDestination with the real guide and gazetteer', () => {
  it.each([
    ['5 days in Lisbon', 'Lisbon'],
    ['Costa Rica for two weeks', 'Costa Rica'],
    ['a week in NYC', 'New York'],
    ['LA for a week', 'Los Angeles'],
    ['Saigon street food', 'Ho Chi Minh City'],
    ['München for Oktoberfest', 'Munich'],
    ['Kyoto, Japan', 'Kyoto'],
  ])('finds the covered destination in %j', (text, name) => {
    expect(place(text)).toBe(name);
  });

  it.each([
    ['Barcelonna', 'Barcelona'],
    ['Lisbonn for a week', 'Lisbon'],
    ['Kyotto please', 'Kyoto'],
    ['Sidney for 10 days', 'Sydney'],
    ['a trip to Kuala Lumpor', 'Kuala Lumpur'],
    ['going to istambul', 'Istanbul'],
  ])('reads the misspelling %j as %s', (text, name) => {
    expect(place(text)).toBe(`${name} (misspelt)`);
  });

  it.each([
    ["Let's go to Porto instead", 'Porto, Portugal'],
    ['a trip to Krakow', 'Kraków, Poland'],
    ['Rio de Janeiro for carnival', 'Rio de Janeiro, Brazil'],
    ['Mexico City for 5 days', 'Mexico City, Mexico'],
    ['a week in Marrakech', 'Marrakesh, Morocco'],
    ['a trip to Nice', 'Nice, France'],
  ])('recognises the gazetteer city in %j', (text, name) => {
    expect(place(text)).toBe(`${name} (not covered)`);
  });

  it('names the nearest covered destinations for a city the guide does not cover', () => {
    const porto = extractDestination('Porto', lookups);
    expect(porto?.kind === 'uncovered' && porto.nearest[0].name).toBe('Lisbon');
  });

  it('recognises countries, their covered destinations most prominent first', () => {
    const japan = extractDestination('I want to visit Japan', lookups);
    expect(japan?.kind === 'country' && japan.country.covered.map((destination) => destination.name)).toEqual(['Tokyo', 'Osaka', 'Kyoto']);
    const peru = extractDestination('Thinking about Peru', lookups);
    expect(peru?.kind === 'country' && [peru.country.covered.length, peru.nearest[0].name]).toEqual([0, 'Costa Rica']);
  });

  it.each([
    'We love vegan food',
    'I love deli sandwiches',
    'soul food',
    'Surprise me with something amazing',
    'Gardens and Temples',
    'Looking for somewhere sunny in March',
    'Backpacking Asia',
    'Island hopping',
    'Nice in June',
    'us two',
  ])('finds no place in everyday words: %j', (text) => {
    expect(place(text)).toBeUndefined();
  });

  it('prefers where the traveller is going over where they come from or rule out', () => {
    expect(place('flying from London to Rome')).toBe('Rome');
    expect(place('I live in Boston and want Tokyo')).toBe('Tokyo');
    expect(place('Rome, not Paris')).toBe('Rome');
    expect(place("Milan or Venice? Let's say Venice")).toBe('Venice');
    expect(place('Lisbon or maybe Porto')).toBe('Lisbon');
  });
});

describe('extractDestination with fake lookups', () => {
  const fake: DestinationLookups = {
    list: () => [{ id: 'atlantis', name: 'Atlantis', aliases: ['Lost City'], country: 'Oceania', countryCode: 'XX', kind: 'city' }],
    resolveDestination: () => undefined,
    suggest: (query) => (/^lemuria/i.test(query) ? [{ destination: 'Lemuria', country: 'Indian Ocean' }] : []),
    nearestCovered: () => [{ name: 'Atlantis', country: 'Oceania', distanceKm: 4200 }],
  };

  it('reads names, aliases and misspellings from the lookups it is given', () => {
    expect(described(extractDestination('a week in Atlantis', fake))).toBe('Atlantis');
    expect(described(extractDestination('the lost city', fake))).toBe('Atlantis');
    expect(described(extractDestination('to Atlantiss', fake))).toBe('Atlantis (misspelt)');
  });

  it('asks the lookups about other cities', () => {
    const lemuria = extractDestination('a trip to Lemuria', fake);
    expect(lemuria).toEqual({ kind: 'uncovered', name: 'Lemuria', country: 'Indian Ocean', nearest: [{ name: 'Atlantis', country: 'Oceania', distanceKm: 4200 }] });
  });
});
