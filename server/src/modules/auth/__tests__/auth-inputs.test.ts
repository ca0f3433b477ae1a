import 'reflect-metadata';
import { AppError } from '../../../common/app-error.js';
import { validateInput } from '../../../common/validate-input.js';
import { LoginInput, RegisterInput, ResetPasswordInput } from '../auth.inputs.js';

/** The field errors a body gets, or [] when it is accepted. */
async function refusals(type: typeof LoginInput | typeof RegisterInput | typeof ResetPasswordInput, body: object) {
  try {
    await validateInput<object>(type, body);
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.details?.fields as Array<{ field: string; messages: string[] }>;
  }
}

const registration = { email: 'ada@example.com', username: 'ada', password: 'correct horse', confirmPassword: 'correct horse' };
const reset = { token: 'a-reset-token', password: 'correct horse', confirmPassword: 'correct horse' };

describe('the new-password rules shared by registration and reset (docs/product/accounts-admin.md, section 5)', () => {
  test.each([
    ['registration', RegisterInput, registration],
    ['reset', ResetPasswordInput, reset],
  ] as const)('%s: a valid pair passes, and each rule refuses with its documented message', async (_, type, valid) => {
    expect(await refusals(type, valid)).toEqual([]);
    expect(await refusals(type, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual([
      { field: 'password', messages: ['Password must be at least 6 characters'] },
      { field: 'confirmPassword', messages: ['Confirm password must be at least 6 characters'] },
    ]);
    expect(await refusals(type, { ...valid, confirmPassword: 'correct horsE' })).toEqual([{ field: 'confirmPassword', messages: ["Passwords don't match"] }]);
    const long = 'x'.repeat(201);
    expect(await refusals(type, { ...valid, password: long, confirmPassword: long })).toEqual([{ field: 'password', messages: ['Password must be at most 200 characters'] }]);
    expect(await refusals(type, { ...valid, password: 123456, confirmPassword: 123456 })).toEqual(
      expect.arrayContaining([
        { field: 'password', messages: expect.arrayContaining(['Password must be at least 6 characters']) },
        { field: 'confirmPassword', messages: expect.arrayContaining(['Confirm password must be at least 6 characters']) },
      ]),
    );
  });

  test('sign-in uses the same password rule, and asks for no confirmation', async () => {
    expect(await refusals(LoginInput, { email: 'ada@example.com', password: 'correct horse' })).toEqual([]);
    expect(await refusals(LoginInput, { email: 'ada@example.com', password: '12345' })).toEqual([{ field: 'password', messages: ['Password must be at least 6 characters'] }]);
    expect(await refusals(LoginInput, { email: 'ada@example.com', password: 'x'.repeat(201) })).toEqual([{ field: 'password', messages: ['Password must be at most 200 characters'] }]);
  });

  test('registration still checks its own fields, and reset its token', async () => {
    expect(await refusals(RegisterInput, { ...registration, username: 'ab' })).toEqual([{ field: 'username', messages: expect.arrayContaining(['Username must be at least 3 characters']) }]);
    expect(await refusals(ResetPasswordInput, { ...reset, token: '' })).toEqual([{ field: 'token', messages: ['No reset token provided. Please use the link from your email.'] }]);
  });
});
