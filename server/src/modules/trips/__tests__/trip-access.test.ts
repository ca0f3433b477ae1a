import { creatorKeyOf } from '../../../web/browser-identity.js';
import { canEditTrip } from '../trip-access.js';

describe('canEditTrip', () => {
  const trip = { creatorKey: creatorKeyOf('the-creating-browser-id-123'), userId: 7 };

  test("a saved trip: its owner and an admin may edit; the creating browser's rights passed to the owner", () => {
    expect(canEditTrip(trip, { browserId: 'the-creating-browser-id-123' })).toBe(false);
    expect(canEditTrip(trip, { browserId: 'the-creating-browser-id-123', userId: 8 })).toBe(false);
    expect(canEditTrip(trip, { userId: 7 })).toBe(true);
    expect(canEditTrip(trip, { isAdmin: true })).toBe(true);
    expect(canEditTrip(trip, { browserId: 'another-browser-id-456789' })).toBe(false);
    expect(canEditTrip(trip, { userId: 8 })).toBe(false);
    expect(canEditTrip(trip, {})).toBe(false);
    expect(canEditTrip({ creatorKey: null, userId: null }, { browserId: 'the-creating-browser-id-123', userId: null })).toBe(false);
  });

  test('a temporary trip: the creating browser and an admin may edit; a signed-in stranger may not', () => {
    const temporary = { creatorKey: creatorKeyOf('the-creating-browser-id-123'), userId: null };
    expect(canEditTrip(temporary, { browserId: 'the-creating-browser-id-123' })).toBe(true);
    expect(canEditTrip(temporary, { isAdmin: true })).toBe(true);
    expect(canEditTrip(temporary, { userId: 7, browserId: 'another-browser-id-456789' })).toBe(false);
  });
});
