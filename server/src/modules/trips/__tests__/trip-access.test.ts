import type { User } from '../../users/index.js';
import { viewerOf } from '../../auth/index.js';
import { creatorKeyOf } from '../../../web/browser-identity.js';
import { hasTripRight, rightsOf, roleOf, TripRight } from '../trip-access.js';

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

  test("a saved trip: its owner may edit, delete and share it; the creating browser's rights passed to the owner", () => {
    expect(rightsOf(viewerOf({ user: user(7) }), saved)).toEqual(new Set([TripRight.View, TripRight.Edit, TripRight.Delete, TripRight.ViewPrivate, TripRight.Share]));
    expect(hasTripRight(viewerOf({ browserId: BROWSER }), saved, TripRight.Edit)).toBe(false);
    expect(hasTripRight(viewerOf({ browserId: BROWSER, user: user(8) }), saved, TripRight.Edit)).toBe(false);
    expect(hasTripRight(viewerOf({ user: user(8) }), saved, TripRight.Delete)).toBe(false);
    expect(hasTripRight(viewerOf({ browserId: OTHER_BROWSER }), saved, TripRight.Edit)).toBe(false);
    expect(hasTripRight(viewerOf({ user: user(7) }), saved, TripRight.Claim)).toBe(false);
  });

  test('a temporary trip: only the creating browser may edit and claim it; a signed-in stranger may not', () => {
    expect(rightsOf(viewerOf({ browserId: BROWSER }), temporary)).toEqual(new Set([TripRight.View, TripRight.Edit, TripRight.Claim, TripRight.ViewPrivate]));
    expect(hasTripRight(viewerOf({ user: user(7), browserId: OTHER_BROWSER }), temporary, TripRight.Edit)).toBe(false);
    expect(hasTripRight(viewerOf({ browserId: BROWSER }), temporary, TripRight.Delete)).toBe(false);
    expect(hasTripRight(viewerOf({ browserId: BROWSER }), { creatorKey: null, userId: null }, TripRight.Edit)).toBe(false);
  });

  test("an admin may edit, delete and curate any trip, but an admin's rights do not claim a traveller's trip", () => {
    const admin = viewerOf({ user: user(1, true) });
    for (const trip of [saved, temporary]) {
      expect(rightsOf(admin, trip)).toEqual(new Set([TripRight.View, TripRight.Edit, TripRight.Delete, TripRight.Curate, TripRight.ViewPrivate]));
    }
    expect(hasTripRight(viewerOf({ user: user(7) }), saved, TripRight.Curate)).toBe(false);
    // An admin does not invite companions to a traveller's trip.
    expect(hasTripRight(admin, saved, TripRight.Share)).toBe(false);
  });

  test('companions: an editor changes the trip, a viewer reads its private side; neither deletes nor shares it', () => {
    const shared = { ...saved, members: [{ userId: 8, role: 'editor' as const }, { userId: 9, role: 'viewer' as const }] };
    expect(rightsOf(viewerOf({ user: user(8) }), shared)).toEqual(new Set([TripRight.View, TripRight.Edit, TripRight.ViewPrivate]));
    expect(rightsOf(viewerOf({ user: user(9) }), shared)).toEqual(new Set([TripRight.View, TripRight.ViewPrivate]));
    expect(rightsOf(viewerOf({ user: user(10) }), shared)).toEqual(new Set([TripRight.View]));
    expect([8, 9, 7, 10].map((id) => roleOf(viewerOf({ user: user(id) }), shared))).toEqual(['editor', 'viewer', 'owner', undefined]);
    // A member row on a trip with no owner gives nothing, and neither do members not loaded.
    expect(rightsOf(viewerOf({ user: user(8) }), { ...shared, userId: null })).toEqual(new Set([TripRight.View]));
    expect(rightsOf(viewerOf({ user: user(8) }), saved)).toEqual(new Set([TripRight.View]));
  });
});
