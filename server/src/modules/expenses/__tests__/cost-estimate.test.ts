import type { ItineraryDay } from '../../trips/index.js';
import { estimateCost, headcountOf } from '../cost-estimate.js';

const activity = (title: string, type: string) => ({ title, type, description: '', duration: 60 });
const itinerary = [
  { day: 1, title: 'Day 1', activities: [activity('Belém Tower', 'sightseeing'), activity('Lunch at Pastéis de Belém', 'meal'), activity('Rest break', 'other'), activity('Dinner in Alfama', 'meal')] },
  { day: 2, title: 'Day 2', activities: [activity('Gulbenkian Museum', 'sightseeing'), activity('Lunch near the museum', 'meal'), activity('Walk around Chiado', 'sightseeing'), activity('Dinner in Chiado', 'meal'), activity('Train to Sintra', 'transportation')] },
] as unknown as ItineraryDay[];
const prices: Record<string, number> = { 'belem tower': 2, 'gulbenkian museum': 2 };
const rates = { perEuro: new Map([['EUR', 1], ['USD', 1]]), note: 'test rates' };

describe('the cost estimate', () => {
  test('each part from its stated figures: stays, meals by budget level, priced visits, getting around', () => {
    const estimate = estimateCost({
      itinerary,
      stays: [{ pricePerNight: 100, currency: 'EUR', budgetLevel: 3 }, { pricePerNight: 150, currency: 'EUR', budgetLevel: 3 }, { pricePerNight: 900, currency: 'EUR', budgetLevel: 5 }],
      budgetLevel: 3,
      people: { low: 2, high: 2 },
      ticketPrice: (title) => prices[title.toLowerCase().replace('é', 'e')],
      currency: 'USD',
      destinationCurrency: 'EUR',
      rates,
    });
    const line = (key: string) => estimate.lines.find((candidate) => candidate.key === key)!;
    // one night, one room, the level-3 stays only
    expect(line('stay')).toMatchObject({ low: 100, high: 150 });
    // 4 meals x 2 people x 15-40
    expect(line('food')).toMatchObject({ low: 120, high: 320 });
    // 2 visits priced 2 (15-40) x 2 people; the walk has no price and is said to be left out; the rest break is no visit
    expect(line('activities')).toMatchObject({ low: 60, high: 160, basis: '2 visits priced from the destination guide; 1 without a known price left out' });
    // 2 days x 2 people x 8-20
    expect(line('transport')).toMatchObject({ low: 32, high: 80 });
    expect(estimate).toMatchObject({ low: 312, high: 710, lowLocal: 312, highLocal: 710 });
    expect(estimate.note).toContain('flights to the destination are not included');
  });

  test('a currency with no rate is said, not guessed; stays without prices are not counted', () => {
    const estimate = estimateCost({ itinerary, stays: [{ currency: 'MAD' }], budgetLevel: 1, people: { low: 1, high: 1 }, ticketPrice: () => undefined, currency: 'USD', destinationCurrency: 'MAD', rates });
    expect(estimate.lines.map((line) => line.key)).toEqual(['food', 'activities', 'transport']);
    expect(estimate.lowLocal).toBeNull();
    expect(estimate.note).toContain('Not counted: stays (no prices).');
    expect(estimate.note).toContain('There is no rate for MAD');
  });

  test('how many travel, from the form’s words', () => {
    expect(['1', '2 adults', '3-4', '5+', 'family of 4', 'couple', 'friends', ''].map(headcountOf)).toEqual([
      { low: 1, high: 1 },
      { low: 2, high: 2 },
      { low: 3, high: 4 },
      { low: 5, high: 6 },
      { low: 4, high: 4 },
      { low: 2, high: 2 },
      { low: 3, high: 5 },
      { low: 1, high: 1 },
    ]);
  });
});
