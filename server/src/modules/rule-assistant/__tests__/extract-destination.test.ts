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
    ["Let's go to Porto instead", 'Porto'],
    ['a trip to Krakow', 'Kraków'],
    ['a week in Marrakech', 'Marrakech'],
    ['Mexico City for 5 days', 'Mexico City'],
    ['a trip to Nice', 'Nice'],
    ['in Nice for a week', 'Nice'],
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
    // Cities the guide does not cover (and is not expected to soon).
    ["Let's go to Leipzig instead", 'Leipzig, Germany'],
    ['a trip to Gdansk', 'Gdańsk, Poland'],
    ['Recife for carnival', 'Recife, Brazil'],
    ['Guadalajara for 5 days', 'Guadalajara, Mexico'],
    ['a week in Rabat', 'Rabat, Morocco'],
    ['a trip to Toulouse', 'Toulouse, France'],
  ])('recognises the gazetteer city in %j', (text, name) => {
    expect(place(text)).toBe(`${name} (not covered)`);
  });

  it.each([
    // A covered name with another country after it is that country's namesake.
    ['Cartagena, Spain for 3 days', 'Cartagena, Spain'],
    ['Valencia, Venezuela for a week', 'Valencia, Venezuela'],
  ])('reads %j as the namesake the country names', (text, name) => {
    expect(place(text)).toBe(`${name} (not covered)`);
  });

  it.each([
    ['Cartagena, Colombia', 'Cartagena'],
    ['Cartagena for a week', 'Cartagena'],
    // No Kyoto in France: the covered one is still meant.
    ['Kyoto, France', 'Kyoto'],
  ])('keeps the covered destination for %j', (text, name) => {
    expect(place(text)).toBe(name);
  });

  it('names the nearest covered destinations for a city the guide does not cover', () => {
    const coimbra = extractDestination('Coimbra', lookups);
    expect(coimbra?.kind === 'uncovered' && coimbra.nearest[0].name).toBe('Porto');
  });

  it('recognises countries, their covered destinations most prominent first', () => {
    const japan = extractDestination('I want to visit Japan', lookups);
    expect(japan?.kind === 'country' && japan.country.covered.map((destination) => destination.name).slice(0, 3)).toEqual(['Tokyo', 'Osaka', 'Kyoto']);
    const bolivia = extractDestination('Thinking about Bolivia', lookups);
    expect(bolivia?.kind === 'country' && bolivia.country.covered.length).toBe(0);
    expect(bolivia?.kind === 'country' && bolivia.nearest.length).toBeGreaterThan(0);
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
    'Nice! 5 days then',
    'us two',
  ])('finds no place in everyday words: %j', (text) => {
    expect(place(text)).toBeUndefined();
  });

  it('prefers where the traveller is going over where they come from or rule out', () => {
    expect(place('flying from London to Rome')).toBe('Rome');
    expect(place('I live in Boston and want Tokyo')).toBe('Tokyo');
    expect(place('Rome, not Paris')).toBe('Rome');
    expect(place("Milan or Venice? Let's say Venice")).toBe('Venice');
    expect(place('Lisbon or maybe Leipzig')).toBe('Lisbon');
    expect(place('Lisbon or maybe Porto')).toBe('Porto');
  });
});

describe('extractDestination with fake lookups', () => {
  const fake: DestinationLookups = {
    list: () => [{ id: 'atlantis', name: 'Atlantis', aliases: ['Lost City'], country: 'Oceania', countryCode: 'XX', kind: 'city', lat: 0, lng: 0 }],
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
