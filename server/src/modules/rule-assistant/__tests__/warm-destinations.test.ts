import type { CoveredDestination } from '../offline-assistant.types.js';
import { asksForWarmth, warmDestinations } from '../warm-destinations.js';
import { lookups } from './real-lookups.js';

const place = (name: string, lat: number): CoveredDestination => ({ id: name.toLowerCase(), name, aliases: [], country: 'X', countryCode: 'XX', kind: 'city', lat, lng: 0 });
const WORLD = [place('Oslo', 59.9), place('Seville', 37.4), place('Dubai', 25.2), place('Quito', -0.2), place('Rio de Janeiro', -22.9), place('Cape Town', -33.9), place('Hobart', -42.9)];
const names = (month: number) => warmDestinations(WORLD, month, 'Month', 0, 10).destinations.map((destination) => destination.name).sort();

describe('warmDestinations', () => {
  test('in the southern summer, the warm south only: not the far south, not the high equator', () => {
    expect(names(2)).toEqual(['Cape Town', 'Rio de Janeiro']);
    expect(warmDestinations(WORLD, 2, 'February', 0).why).toBe('in February it is summer south of the equator');
  });

  test('in the northern summer, the warm north only', () => {
    expect(names(7)).toEqual(['Dubai', 'Seville']);
  });

  test('in April and October, the subtropics of either half', () => {
    expect(names(4)).toEqual(['Dubai', 'Rio de Janeiro']);
    expect(warmDestinations(WORLD, 10, 'October', 0).why).toBe('in October the subtropics are warm');
  });

  test('offers three different covered destinations from the real guide, and the seed varies them', () => {
    const offers = [1, 2, 3].map((seed) => warmDestinations(lookups.list(), 2, 'February', seed).destinations);
    for (const offer of offers) {
      expect(new Set(offer.map((destination) => destination.name)).size).toBe(3);
      expect(offer.every((destination) => destination.lat < -15 && destination.lat > -40)).toBe(true);
    }
    expect(new Set(offers.map((offer) => offer[0].name)).size).toBeGreaterThan(1);
  });
});

describe('asksForWarmth', () => {
  test.each(['somewhere warm in February', 'a sunny beach break', 'I want the sun', 'somewhere HOT please'])('"%s" asks for warmth', (text) => {
    expect(asksForWarmth(text)).toBe(true);
  });
  test.each(['somewhere cheap in February', 'Paris for a week', 'a washington trip'])('"%s" does not', (text) => {
    expect(asksForWarmth(text)).toBe(false);
  });
});
