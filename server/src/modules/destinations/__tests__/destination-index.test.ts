import type { DestinationSummary } from '../../guide/index.js';
import { DestinationIndex } from '../destination-index.js';
import type { GazetteerCity } from '../gazetteer-cities.js';

function destination(id: string, name: string, country: string, countryCode: string, lat: number, lng: number, aliases: string[] = []): DestinationSummary {
  return { id, name, aliases, country, countryCode, kind: 'city', lat, lng };
}

const GUIDE: DestinationSummary[] = [
  destination('paris', 'Paris', 'France', 'FR', 48.8566, 2.3522, ['Paris, France', 'City of Light']),
  destination('new-york', 'New York', 'United States', 'US', 40.7401, -73.9901, ['NYC', 'New York City']),
  destination('kyoto', 'Kyoto', 'Japan', 'JP', 35.005, 135.768, ['Kyōto', 'Kyoto City']),
  destination('tokyo', 'Tokyo', 'Japan', 'JP', 35.6812, 139.7671),
  destination('ho-chi-minh-city', 'Ho Chi Minh City', 'Vietnam', 'VN', 10.7769, 106.7009, ['Saigon']),
  { ...destination('costa-rica', 'Costa Rica', 'Costa Rica', 'CR', 9.9326, -84.0796), kind: 'country' },
  destination('istanbul', 'Istanbul', 'Turkey', 'TR', 41.0115, 28.97601),
];

function city(name: string, countryCode: string, population: number, lat = 0, lng = 0): GazetteerCity {
  return { name, countryCode, population, lat, lng };
}

const CITIES: GazetteerCity[] = [
  city('New York City', 'US', 8_175_133, 40.71427, -74.00597),
  city('Paris', 'FR', 2_138_551, 48.85341, 2.3488),
  city('Paris', 'US', 24_782, 33.66094, -95.55551),
  city('Paris', 'US', 10_150, 36.302, -88.32671),
  city('Parbhani', 'IN', 9_000_000),
  city('Tokyo', 'JP', 8_336_599, 35.6895, 139.69171),
  city('Kyoto', 'JP', 1_459_640, 35.02107, 135.75385),
  city('Kyonggi', 'KR', 3_000_000),
  city('São Paulo', 'BR', 10_021_295, -23.5475, -46.63611),
  city('São Luís', 'BR', 1_000_000),
  city('Costa Mesa', 'US', 112_174),
  city('Ankara', 'TR', 3_517_182),
  city('Cityville', 'US', 5_000),
];

describe('DestinationIndex', () => {
  const index = DestinationIndex.build(GUIDE, CITIES);
  const names = (query: string, limit = 5) => index.suggest(query, limit).map((suggestion) => suggestion.displayName);

  it('ranks covered destinations first, then by population', () => {
    expect(names('par')).toEqual(['Paris, France', 'Parbhani, India', 'Paris, United States']);
    expect(names('kyo')).toEqual(['Kyoto, Japan', 'Kyonggi, South Korea']);
  });

  it('matches the start of any word, ignoring case and accents', () => {
    expect(names('SAO')).toEqual(['São Paulo, Brazil', 'São Luís, Brazil']);
    expect(names('paulo')).toEqual(['São Paulo, Brazil']);
    expect(names('new y')).toEqual(['New York, United States']);
    expect(names('minh')).toEqual(['Ho Chi Minh City, Vietnam']);
  });

  it('finds a destination by an alias, from the alias start only', () => {
    expect(names('nyc')).toEqual(['New York, United States']);
    expect(names('saig')).toEqual(['Ho Chi Minh City, Vietnam']);
    expect(names('light')).toEqual([]);
  });

  it('ranks a destination found by name before one found by alias', () => {
    // Ho Chi Minh City by name; Paris by its alias "City of Light"; Cityville is not covered.
    expect(names('city')).toEqual(['Ho Chi Minh City, Vietnam', 'Paris, France', 'Cityville, United States']);
  });

  it("merges the gazetteer's twin of a covered destination and keeps its population", () => {
    expect(names('new york')).toEqual(['New York, United States']);
    expect(index.places.filter((place) => place.name.startsWith('New York'))).toEqual([expect.objectContaining({ destinationId: 'new-york', population: 8_175_133 })]);
  });

  it('shows one suggestion per display name', () => {
    expect(names('paris').filter((name) => name === 'Paris, United States')).toHaveLength(1);
  });

  it('suggests the covered destinations of a country named in the query', () => {
    expect(names('japan')).toEqual(['Tokyo, Japan', 'Kyoto, Japan']);
    expect(names('turk')).toEqual(['Istanbul, Turkey']);
    expect(names('costa')).toEqual(['Costa Rica', 'Costa Mesa, United States']);
  });

  it('narrows "Name, Country" to that country', () => {
    expect(names('paris, us')).toEqual(['Paris, United States']);
    expect(names('paris, fra')).toEqual(['Paris, France']);
    expect(names('paris,')).toEqual(['Paris, France', 'Paris, United States']);
  });

  it('names the country as the guide spells it', () => {
    expect(names('ank')).toEqual(['Ankara, Turkey']);
  });

  it('suggests nothing below two characters', () => {
    expect(names('p')).toEqual([]);
    expect(names('  p  ')).toEqual([]);
    expect(names('..')).toEqual([]);
    expect(names('zz')).toEqual([]);
  });

  it('returns at most the limit', () => {
    expect(names('pa', 1)).toEqual(['Paris, France']);
  });

  it('finds a place by its whole name, a covered one first', () => {
    expect(index.findPlace('paris')).toMatchObject({ destinationId: 'paris' });
    expect(index.findPlace('Paris', 'United States')).toMatchObject({ countryCode: 'US', population: 24_782 });
    expect(index.findPlace('Saigon')).toMatchObject({ destinationId: 'ho-chi-minh-city' });
    expect(index.findPlace('york')).toBeUndefined();
    expect(index.findPlace('Paris', 'Japan')).toBeUndefined();
  });
});
