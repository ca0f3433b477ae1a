/** Registration, sign-in and the check of a session token on each request. */
import { AppError } from '../../common/app-error.js';
import { hashPassword, verifyPassword, type User, type UserService } from '../users/index.js';
import type { AuthRateLimits } from './auth-rate-limits.js';
import type { LoginInput, RegisterInput } from './auth.inputs.js';
import { invalidSession, type SessionTokens } from './session-token.js';

export const REGISTERED_MESSAGE = 'Your account has been created. Please sign in.';
/** One message for an unknown email and a wrong password alike. */
export const WRONG_CREDENTIALS_MESSAGE = 'Invalid email or password';

export interface SignedIn {
  token: string;
  user: User;
}

export class AuthService {
  /** A real argon2id hash to check against for unknown emails, so both cases take as long. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly users: UserService,
    private readonly tokens: SessionTokens,
    private readonly limits: AuthRateLimits,
  ) {}

  /** `isAdmin` in the input is ignored: a new account is always a regular one. */
  async register(input: RegisterInput, address: string): Promise<User> {
    await this.limits.consumeRegistration(address);
    return this.users.create({ email: input.email, username: input.username, password: input.password, firstName: input.firstName, lastName: input.lastName });
  }

  async login(input: LoginInput, address: string): Promise<SignedIn> {
    await this.limits.assertSignInAllowed(address, input.email);
    const user = await this.users.findByEmail(input.email);
    const matches = user ? await verifyPassword(user.password, input.password) : (await verifyPassword(await this.decoy(), input.password)) && false;
    if (!user || !matches) {
      await this.limits.recordSignInFailure(address, input.email);
      throw new AppError('unauthenticated', WRONG_CREDENTIALS_MESSAGE);
    }
    await this.limits.recordSignInSuccess(input.email);
    const lastLogin = await this.users.recordLogin(user.id);
    return { token: this.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }), user: { ...user, lastLogin } };
  }

  /** Reset emails are limited per address and per account, whether or not the account exists. */
  limitResetRequests(address: string, email: string): Promise<void> {
    return this.limits.consumeResetRequest(address, email);
  }

  /** The user a bearer token belongs to; a bad, expired or revoked token is a 401. */
  async authenticate(token: string): Promise<User> {
    const claims = this.tokens.verify(token);
    const user = await this.users.findById(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw invalidSession();
    return user;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword('decoy password for unknown accounts');
    return this.decoyHash;
  }
}
