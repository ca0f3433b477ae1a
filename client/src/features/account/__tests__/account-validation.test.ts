import { validateForgotPassword, validateLogin, validateRegister, validateReset } from '../account-validation';

const registration = { firstName: '', lastName: '', email: 'ada@example.com', username: 'ada', password: 'secret1', confirmPassword: 'secret1' };

describe('account form rules (docs/product/accounts-admin.md, section 5)', () => {
  test('login: a valid email and a password of at least 6 characters', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'secret1' })).toEqual({});
    expect(validateLogin({ email: 'ada@example', password: '12345' })).toEqual({ email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' });
  });

  test('register: username of 3+, matching passwords (shown on confirmPassword); names optional', () => {
    expect(validateRegister(registration)).toEqual({});
    expect(validateRegister({ ...registration, username: 'ab' })).toEqual({ username: 'Username must be at least 3 characters' });
    expect(validateRegister({ ...registration, confirmPassword: 'secret2' })).toEqual({ confirmPassword: "Passwords don't match" });
    expect(validateRegister({ ...registration, confirmPassword: 'abc' })).toEqual({ confirmPassword: 'Confirm password must be at least 6 characters' });
  });

  test('forgot and reset password', () => {
    expect(validateForgotPassword({ email: ' ada@example.com ' })).toEqual({});
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateReset({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
    expect(validateReset({ password: 'secret1', confirmPassword: 'secret9' })).toEqual({ confirmPassword: "Passwords don't match" });
    expect(validateReset({ password: '123', confirmPassword: '123' })).toEqual({ password: 'Password must be at least 6 characters', confirmPassword: 'Confirm password must be at least 6 characters' });
  });
});
