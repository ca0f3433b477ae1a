import { extractTripRequest, HOME_CHAT_DEFAULTS } from '../extract-trip.js';
import type { ChatMessage } from '../offline-assistant.types.js';
import { lookups, TODAY } from './real-lookups.js';

const said = (...texts: string[]): ChatMessage[] => texts.map((content) => ({ role: 'user', content }));

describe('extractTripRequest', () => {
  it('reads the acceptance example', () => {
    expect(extractTripRequest(said('My partner and I want 5 days in Lisbon, we love food and museums'), TODAY, lookups)).toEqual({
      destination: 'Lisbon',
      country: 'Portugal',
      preferences: {
        travelStyle: ['Cultural'],
        accommodation: [],
        activities: ['Food Tours', 'Museums & Art'],
        budgetLevel: 3,
        currency: 'USD',
        duration: '5 days',
        travelers: '2',
      },
    });
  });

  it("uses the home chat's defaults for anything unsaid", () => {
    expect(extractTripRequest(said('Rome'), TODAY, lookups).preferences).toEqual({ ...HOME_CHAT_DEFAULTS, activities: ['Sightseeing'] });
    expect(extractTripRequest([], TODAY, lookups)).toEqual({ destination: '', country: '', preferences: HOME_CHAT_DEFAULTS });
  });

  it('lets later messages override earlier ones', () => {
    const request = extractTripRequest(said('Paris for a week, cheap, with friends', 'actually Rome, 4 days, luxury, just the two of us'), TODAY, lookups);
    expect(request).toMatchObject({ destination: 'Rome', country: 'Italy', preferences: { duration: '4 days', budgetLevel: 5, travelers: '2' } });
  });

  it('adds interests across messages and drops the ones ruled out later', () => {
    const request = extractTripRequest(said('Athens, we love museums and food', 'add beaches', 'no museums after all'), TODAY, lookups);
    expect(request.preferences.activities).toEqual(['Food Tours', 'Beach Activities']);
  });

  it('reads only what the traveller said, not the assistant', () => {
    const messages: ChatMessage[] = [
      { role: 'assistant', content: 'Where to? Paris is lovely for 3 days.' },
      { role: 'user', content: 'Madrid please' },
    ];
    expect(extractTripRequest(messages, TODAY, lookups)).toMatchObject({ destination: 'Madrid', preferences: { duration: '1 Week' } });
  });

  it('gives dates and the length they make', () => {
    expect(extractTripRequest(said('Paris from 3 to 7 May'), TODAY, lookups)).toMatchObject({ startDate: '2025-05-03', endDate: '2025-05-07', preferences: { duration: '5 days' } });
  });

  it('fits a month to the length asked for, and a later length to earlier dates', () => {
    expect(extractTripRequest(said('Kyoto in April', 'for 4 days'), TODAY, lookups)).toMatchObject({ startDate: '2025-04-01', endDate: '2025-04-04', preferences: { duration: '4 days' } });
    expect(extractTripRequest(said('Paris from 3 to 7 May', 'make it 10 days'), TODAY, lookups)).toMatchObject({ startDate: '2025-05-03', endDate: '2025-05-12', preferences: { duration: '10 days' } });
  });

  it('keeps trips within 30 days', () => {
    expect(extractTripRequest(said('Rome for 45 days'), TODAY, lookups).preferences.duration).toBe('30 days');
    expect(extractTripRequest(said('Rome from 1 May to 20 June'), TODAY, lookups)).toMatchObject({ startDate: '2025-05-01', endDate: '2025-05-30' });
  });

  it("keeps the traveller's intent for a city the guide does not cover", () => {
    expect(extractTripRequest(said('Coimbra for a week'), TODAY, lookups)).toMatchObject({ destination: 'Coimbra', country: 'Portugal' });
  });

  it('plans a country by its most prominent covered destination', () => {
    expect(extractTripRequest(said('Japan for 8 days'), TODAY, lookups)).toMatchObject({ destination: 'Tokyo', country: 'Japan' });
  });

  it('takes a covered destination the assistant offered when the traveller says yes', () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: 'Coimbra for 5 days' },
      { role: 'assistant', content: 'Coimbra, Portugal, sounds great, but I can only plan covered destinations. The nearest are Porto (100 km away) or Lisbon (175 km).' },
      { role: 'user', content: 'yes' },
    ];
    expect(extractTripRequest(messages, TODAY, lookups)).toMatchObject({ destination: 'Porto', country: 'Portugal' });
  });

  it('turns pace, party and budget into travel styles the wizard shows, and a relaxed pace into the Relaxation activity', () => {
    const request = extractTripRequest(said('Bali? no, Phuket, relaxing, with my family, on a shoestring'), TODAY, lookups);
    expect(request.preferences.travelStyle).toEqual(['Family-friendly', 'Budget', 'Relaxed']);
    expect(request.preferences.activities).toEqual(['Sightseeing', 'Relaxation']);
  });
});
