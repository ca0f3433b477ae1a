import { emailError, formValuesOf, imageUrlError, INVALID_EMAIL, INVALID_IMAGE_URL, toAdminUserInput } from '../admin-user-form';

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

  test('refuses a malformed email with the documented text; an empty one is allowed (keeps the current address)', () => {
    expect(emailError('not-an-email')).toBe(INVALID_EMAIL);
    expect(INVALID_EMAIL).toBe('Please enter a valid email address');
    expect(emailError('a@b.co')).toBeNull();
    expect(emailError('')).toBeNull();
  });

  test('refuses an image URL that is not a web address, as the server does', () => {
    expect(imageUrlError('/avatar.png')).toBe(INVALID_IMAGE_URL);
    expect(imageUrlError('javascript:alert(1)')).toBe(INVALID_IMAGE_URL);
    expect(imageUrlError('https://cdn.example.com/a.png')).toBeNull();
    expect(imageUrlError('')).toBeNull();
  });
});
