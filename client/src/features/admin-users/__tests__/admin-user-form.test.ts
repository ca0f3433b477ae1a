import { emailError, formValuesOf, INVALID_EMAIL, toAdminUserInput } from '../admin-user-form';

describe('the admin user edit form', () => {
  const user = { isAdmin: false, firstName: 'Ada', lastName: null, email: 'ada@example.com', bio: null, profileImageUrl: null };

  test('starts from the user, missing fields as empty text', () => {
    expect(formValuesOf(user)).toEqual({ isAdmin: false, firstName: 'Ada', lastName: '', email: 'ada@example.com', bio: '', profileImageUrl: '' });
  });

  test('sends empty (or blank) names, bio and image URL as null', () => {
    expect(toAdminUserInput({ isAdmin: true, firstName: ' ', lastName: '', email: 'ada@example.com', bio: '', profileImageUrl: '  ' })).toEqual({
      isAdmin: true,
      firstName: null,
      lastName: null,
      email: 'ada@example.com',
      bio: null,
      profileImageUrl: null,
    });
  });

  test('refuses a malformed email with the spec text; an empty one is allowed (keeps the current address)', () => {
    expect(emailError('not-an-email')).toBe(INVALID_EMAIL);
    expect(INVALID_EMAIL).toBe('Please enter a valid email address');
    expect(emailError('a@b.co')).toBeNull();
    expect(emailError('')).toBeNull();
  });
});
