import { savedTripCreated, savedTripDuration, savedTripTitle, savedTripTravelers } from '../saved-trip-text';

describe('saved trip card texts (docs/product/accounts-admin.md: Saved trips page)', () => {
  const trip = { destination: 'Lisbon', customHeader: null, startDate: null, endDate: null, createdAt: null, preferences: { duration: '', travelers: '' } };

  test('title: the custom header, else "Trip to" plus the destination', () => {
    expect(savedTripTitle(trip)).toBe('Trip to Lisbon');
    expect(savedTripTitle({ ...trip, customHeader: 'Our honeymoon' })).toBe('Our honeymoon');
  });

  test('duration: the dates, else the preferences duration, else Flexible', () => {
    expect(savedTripDuration({ ...trip, startDate: '2026-06-01', endDate: '2026-06-03' })).toBe('Jun 1 – Jun 3, 2026');
    expect(savedTripDuration({ ...trip, preferences: { duration: '1 Week' } })).toBe('1 Week');
    expect(savedTripDuration(trip)).toBe('Flexible');
  });

  test("travelers else 'Not specified'; created as 'MMM d, yyyy' else 'N/A'", () => {
    expect(savedTripTravelers({ ...trip, preferences: { travelers: '2' } })).toBe('2 travelers');
    expect(savedTripTravelers(trip)).toBe('Not specified');
    expect(savedTripCreated({ ...trip, createdAt: '2026-03-09T10:00:00.000Z' })).toBe('Mar 9, 2026');
    expect(savedTripCreated(trip)).toBe('N/A');
  });
});
