/**
 * Forgotten passwords: a random single-use token, stored only as its SHA-256 hash, valid for
 * one hour, mailed as a link. Using it sets the new password and ends every session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { MailService } from '../mail/index.js';
import type { SettingsService } from '../settings/index.js';
import type { UserService } from '../users/index.js';
import type { ForgotPasswordInput, ResetPasswordInput } from './auth.inputs.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { passwordResetMail } from './password-reset-mail.js';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, we have sent password reset instructions to it.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Please sign in with your new password.';
const INVALID_TOKEN_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';

export interface ForgotPasswordResult {
  message: string;
  /** development only: the token, so the flow works without reading mail */
  token?: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class PasswordResetService {
  private readonly tokens: Repository<PasswordResetToken>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly options: { exposeToken: boolean; publicUrl: string; log: Logger },
  ) {
    this.tokens = dataSource.getRepository(PasswordResetToken);
  }

  /**
   * The answer is the same whether or not the address has an account (outside development,
   * where the token is included for accounts that exist). The email goes out in the
   * background, so a slow mail server does not reveal that an account exists either.
   */
  async requestReset(input: ForgotPasswordInput): Promise<ForgotPasswordResult> {
    const user = await this.users.findByEmail(input.email);
    if (!user) return { message: FORGOT_PASSWORD_MESSAGE };
    const token = randomBytes(32).toString('base64url');
    await this.tokens.save(this.tokens.create({ userId: user.id, tokenHash: hashOf(token), expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS), usedAt: null }));
    const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, this.options.publicUrl).toString();
    const { siteName } = await this.settings.get();
    this.mail.send({ to: user.email, senderName: siteName, ...passwordResetMail({ siteName, link, username: user.username }) }).catch((error: unknown) => {
      this.options.log.error({ err: error, userId: user.id }, 'the password reset email could not be sent');
    });
    return this.options.exposeToken ? { message: FORGOT_PASSWORD_MESSAGE, token } : { message: FORGOT_PASSWORD_MESSAGE };
  }

  /** Spends the token (once, atomically, even under concurrent use) and sets the password. */
  async resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const spent = await manager
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ usedAt: () => 'now()' })
        .where('"tokenHash" = :hash AND "usedAt" IS NULL AND "expiresAt" > now()', { hash: hashOf(input.token) })
        .returning(['userId'])
        .execute();
      const row = (spent.raw as Array<{ userId: number }>)[0];
      if (!row) throw new AppError('bad_request', INVALID_TOKEN_MESSAGE);
      // Any other outstanding link for the account stops working too.
      await manager.createQueryBuilder().update(PasswordResetToken).set({ usedAt: () => 'now()' }).where('"userId" = :userId AND "usedAt" IS NULL', { userId: row.userId }).execute();
      await this.users.changePassword(row.userId, input.password, manager);
    });
    return { message: RESET_DONE_MESSAGE };
  }
}
