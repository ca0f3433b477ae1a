import { interestsOf, partyOf, readTraveller } from '../traveller.js';
import type { TravelPreferences } from '../types.js';

describe('partyOf', () => {
  it.each([
    ['1', 'solo'],
    ['2', 'couple'],
    ['2 adults', 'couple'],
    ['3-4', 'family'],
    ['family of 4', 'family'],
    ['2 adults, 2 kids', 'family'],
    ['5+', 'friends'],
    ['3 adults', 'friends'],
    ['a group of friends', 'friends'],
    ['just me', 'solo'],
    ['2 persons', 'couple'],
    ['', 'solo'],
  ])('reads %j as %s', (travelers, party) => {
    expect(partyOf(travelers)).toBe(party);
  });

  it('takes a family-friendly travel style as a family', () => {
    expect(partyOf('2', ['Family-friendly'])).toBe('family');
  });
});

describe('interestsOf', () => {
  it('keeps the 19 interests and maps the wizard activity names onto them', () => {
    expect(interestsOf(['Museums', 'Beaches', 'Hiking', 'Theme Parks', 'Relaxation', "kids activities", 'Food Tours', 'Unknown'])).toEqual([
      'Museums & Art',
      'Beach Activities',
      'Nature & Outdoors',
      "Kid's Activities",
      'Wellness & Spa',
      'Food Tours',
    ]);
  });
});

describe('readTraveller', () => {
  const preferences = (overrides: Partial<TravelPreferences>): TravelPreferences => ({ travelStyle: [], accommodation: [], activities: [], budgetLevel: 3, currency: 'USD', duration: '5 days', travelers: '2', ...overrides });

  it("slows down for children or Kid's Activities, and clamps the budget level", () => {
    expect(readTraveller({ preferences: preferences({ travelers: 'family of 4' }) }).gentle).toBe(true);
    expect(readTraveller({ preferences: preferences({ activities: ["Kid's Activities"] }) }).gentle).toBe(true);
    expect(readTraveller({ preferences: preferences({}) }).gentle).toBe(false);
    expect(readTraveller({ preferences: preferences({ budgetLevel: 9 }) }).budgetLevel).toBe(5);
    expect(readTraveller({ preferences: preferences({ budgetLevel: 2 }), startDate: '2025-12-20' }).month).toBe(12);
  });
});
