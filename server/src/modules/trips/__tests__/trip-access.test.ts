import { creatorKeyOf } from '../../../web/browser-identity.js';
import { canEditTrip } from '../trip-access.js';

describe('canEditTrip', () => {
  const trip = { creatorKey: creatorKeyOf('the-creating-browser-id-123'), userId: 7 };

  test('the creating browser, the owner and an admin may edit; no one else', () => {
    expect(canEditTrip(trip, { browserId: 'the-creating-browser-id-123' })).toBe(true);
    expect(canEditTrip(trip, { userId: 7 })).toBe(true);
    expect(canEditTrip(trip, { isAdmin: true })).toBe(true);
    expect(canEditTrip(trip, { browserId: 'another-browser-id-456789' })).toBe(false);
    expect(canEditTrip(trip, { userId: 8 })).toBe(false);
    expect(canEditTrip(trip, {})).toBe(false);
    expect(canEditTrip({ creatorKey: null, userId: null }, { browserId: 'the-creating-browser-id-123', userId: null })).toBe(false);
  });
});
