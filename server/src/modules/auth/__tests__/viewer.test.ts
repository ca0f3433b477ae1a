import { AppError } from '../../../common/app-error.js';
import { authChecker } from '../../../graphql/auth-checker.js';
import { requireRole as roleGuard } from '../../../rest/require-role.js';
import type { User } from '../../users/index.js';
import { ADMIN_REQUIRED, requireRole, SIGN_IN_REQUIRED, viewerOf, type Viewer } from '../viewer.js';

const traveller = viewerOf({ user: { id: 2, isAdmin: false } as User, browserId: 'a-browser-id-of-twenty-chars' });
const admin = viewerOf({ user: { id: 1, isAdmin: true } as User });
const expired = viewerOf({ rejection: new AppError('unauthenticated', 'Your session has expired. Please sign in again.') });

const refusal = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    return { code: (error as AppError).code, message: (error as AppError).message };
  }
  return undefined;
};

describe('the viewer', () => {
  test('takes its role from the user, and none when signed out', () => {
    expect([viewerOf({}).role, traveller.role, admin.role]).toEqual([undefined, 'traveller', 'admin']);
    expect(traveller.browserId).toBe('a-browser-id-of-twenty-chars');
  });

  test('requireRole: 401 signed out (or the session\'s own problem), 403 for a traveller asking for admin', () => {
    expect(refusal(() => requireRole(viewerOf({}), 'traveller'))).toEqual({ code: 'unauthenticated', message: SIGN_IN_REQUIRED });
    expect(refusal(() => requireRole(expired, 'admin'))).toEqual({ code: 'unauthenticated', message: 'Your session has expired. Please sign in again.' });
    expect(refusal(() => requireRole(traveller, 'admin'))).toEqual({ code: 'forbidden', message: ADMIN_REQUIRED });
    expect(requireRole(traveller, 'traveller').id).toBe(2);
    expect(requireRole(admin, 'traveller').id).toBe(1);
    expect(requireRole(admin, 'admin').id).toBe(1);
  });

  test("GraphQL's authChecker: @Authorized() asks for a signed-in user, @Authorized('admin') for an admin", () => {
    const check = (viewer: Viewer, roles: Array<'admin' | 'traveller'>) => () => authChecker({ context: { viewer }, root: {}, args: {}, info: {} as never }, roles);
    expect(refusal(check(viewerOf({}), []))).toEqual({ code: 'unauthenticated', message: SIGN_IN_REQUIRED });
    expect(check(traveller, [])()).toBe(true);
    expect(refusal(check(traveller, ['admin']))).toEqual({ code: 'forbidden', message: ADMIN_REQUIRED });
    expect(check(admin, ['admin'])()).toBe(true);
  });

  test('the REST guard passes the request on, or refuses it before the handler', () => {
    const run = (viewer: Viewer) => {
      const next = jest.fn();
      const error = refusal(() => roleGuard('admin')({ viewer } as never, {} as never, next));
      return { error, passed: next.mock.calls.length === 1 };
    };
    expect(run(admin)).toEqual({ error: undefined, passed: true });
    expect(run(traveller)).toEqual({ error: { code: 'forbidden', message: ADMIN_REQUIRED }, passed: false });
  });
});
