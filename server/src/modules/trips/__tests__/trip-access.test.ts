import type { User } from '../../users/index.js';
import { viewerOf } from '../../auth/index.js';
import { creatorKeyOf } from '../../../web/browser-identity.js';
import { hasTripRight, rightsOf, TripRight } from '../trip-access.js';

const user = (id: number, isAdmin = false) => ({ id, isAdmin }) as User;
const BROWSER = 'the-creating-browser-id-123';
const OTHER_BROWSER = 'another-browser-id-456789';

describe('trip rights', () => {
  const saved = { creatorKey: creatorKeyOf(BROWSER), userId: 7 };
  const temporary = { creatorKey: creatorKeyOf(BROWSER), userId: null };
  const anonymous = viewerOf({});

  test('anyone may view a trip: its address is its share link', () => {
    expect([...rightsOf(anonymous, saved)]).toEqual([TripRight.View]);
    expect([...rightsOf(anonymous, temporary)]).toEqual([TripRight.View]);
  });

  test("a saved trip: its owner may edit and delete it; the creating browser's rights passed to the owner", () => {
    expect(rightsOf(viewerOf({ user: user(7) }), saved)).toEqual(new Set([TripRight.View, TripRight.Edit, TripRight.Delete]));
    expect(hasTripRight(viewerOf({ browserId: BROWSER }), saved, TripRight.Edit)).toBe(false);
    expect(hasTripRight(viewerOf({ browserId: BROWSER, user: user(8) }), saved, TripRight.Edit)).toBe(false);
    expect(hasTripRight(viewerOf({ user: user(8) }), saved, TripRight.Delete)).toBe(false);
    expect(hasTripRight(viewerOf({ browserId: OTHER_BROWSER }), saved, TripRight.Edit)).toBe(false);
    expect(hasTripRight(viewerOf({ user: user(7) }), saved, TripRight.Claim)).toBe(false);
  });

  test('a temporary trip: only the creating browser may edit and claim it; a signed-in stranger may not', () => {
    expect(rightsOf(viewerOf({ browserId: BROWSER }), temporary)).toEqual(new Set([TripRight.View, TripRight.Edit, TripRight.Claim]));
    expect(hasTripRight(viewerOf({ user: user(7), browserId: OTHER_BROWSER }), temporary, TripRight.Edit)).toBe(false);
    expect(hasTripRight(viewerOf({ browserId: BROWSER }), temporary, TripRight.Delete)).toBe(false);
    expect(hasTripRight(viewerOf({ browserId: BROWSER }), { creatorKey: null, userId: null }, TripRight.Edit)).toBe(false);
  });

  test("an admin may edit, delete and curate any trip, but an admin's rights do not claim a traveller's trip", () => {
    const admin = viewerOf({ user: user(1, true) });
    for (const trip of [saved, temporary]) {
      expect(rightsOf(admin, trip)).toEqual(new Set([TripRight.View, TripRight.Edit, TripRight.Delete, TripRight.Curate]));
    }
    expect(hasTripRight(viewerOf({ user: user(7) }), saved, TripRight.Curate)).toBe(false);
  });
});
