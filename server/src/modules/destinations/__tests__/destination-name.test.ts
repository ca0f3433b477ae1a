import { normaliseName, splitPlaceAndCountry, wordSuffixes } from '../destination-name.js';

describe('normaliseName', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['Kraków', 'krakow'],
    ['Zürich', 'zurich'],
    ['İstanbul', 'istanbul'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Kyōto', 'kyoto'],
    ['Cancún', 'cancun'],
  ])('drops the accents of %s', (text, normalised) => {
    expect(normaliseName(text)).toBe(normalised);
  });

  it.each([
    ['  NEW   York  ', 'new york'],
    ['Saint-Étienne', 'saint etienne'],
    ['St. Louis', 'st louis'],
    ['L.A.', 'la'],
    ["N'Djamena", 'ndjamena'],
    ['Paris, France', 'paris france'],
    ['Guanacaste (Tamarindo)', 'guanacaste tamarindo'],
  ])('lower-cases %j and keeps only its words', (text, normalised) => {
    expect(normaliseName(text)).toBe(normalised);
  });

  it('keeps letters of other scripts', () => {
    expect(normaliseName('東京')).toBe('東京');
    expect(normaliseName('서울')).toBe('서울');
  });

  it('gives an empty string for text without letters or digits', () => {
    expect(normaliseName(' ,.- ')).toBe('');
  });
});

describe('wordSuffixes', () => {
  it('starts at every word', () => {
    expect(wordSuffixes('ho chi minh city')).toEqual(['ho chi minh city', 'chi minh city', 'minh city', 'city']);
  });

  it('gives one key for one word and none for nothing', () => {
    expect(wordSuffixes('paris')).toEqual(['paris']);
    expect(wordSuffixes('')).toEqual([]);
  });
});

describe('splitPlaceAndCountry', () => {
  it('splits at the last comma', () => {
    expect(splitPlaceAndCountry('Paris, France')).toEqual({ place: 'Paris', country: ' France' });
    expect(splitPlaceAndCountry('Washington, D.C., United States')).toEqual({ place: 'Washington, D.C.', country: ' United States' });
  });

  it('leaves text without a comma as a place', () => {
    expect(splitPlaceAndCountry('Paris')).toEqual({ place: 'Paris' });
  });
});
