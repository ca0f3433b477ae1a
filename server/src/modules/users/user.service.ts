import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AppError, notFound } from '../../common/app-error.js';
import { hashPassword } from './password.js';
import { Plan, type ChoosePlanInput } from './plan.inputs.js';
import { User } from './user.entity.js';

export interface NewUser {
  email: string;
  username: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

const UNIQUE_VIOLATION = '23505';

export class UserService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Emails are stored lower-case, so this lookup is case-insensitive. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  /**
   * A new regular (never admin) account. Email and username are unique, the username
   * regardless of case; a clash is a 409 naming the field, also when two requests race.
   */
  async create(user: NewUser): Promise<User> {
    const email = user.email.trim().toLowerCase();
    if (await this.users.existsBy({ email })) throw emailTaken();
    if (await this.usernameTaken(user.username)) throw usernameTaken();
    const password = await hashPassword(user.password);
    try {
      return await this.users.save(
        this.users.create({ email, username: user.username, password, firstName: user.firstName ?? null, lastName: user.lastName ?? null, isAdmin: false }),
      );
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string };
      if (code === UNIQUE_VIOLATION) throw /email/i.test(detail ?? '') ? emailTaken() : usernameTaken();
      throw error;
    }
  }

  async recordLogin(id: number): Promise<Date> {
    const lastLogin = new Date();
    await this.users.update(id, { lastLogin });
    return lastLogin;
  }

  /**
   * Puts the chosen plan on the account. Choosing the plan one already has changes nothing (a
   * second checkout keeps the original start); Basic has no start date.
   */
  async choosePlan(id: number, { plan }: ChoosePlanInput): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw notFound('User');
    if (user.plan === plan) return user;
    const planStartedAt = plan === Plan.BASIC ? null : new Date();
    await this.users.update(id, { plan, planStartedAt });
    return { ...user, plan, planStartedAt };
  }

  /** Sets a new password and ends every existing session of the user (their tokens carry the old version). */
  async changePassword(id: number, password: string, manager?: EntityManager): Promise<void> {
    const users = manager ? manager.getRepository(User) : this.users;
    await users.update(id, { password: await hashPassword(password), tokenVersion: () => '"tokenVersion" + 1' });
  }

  /**
   * Makes sure the configured operator account exists, is an admin and has the configured
   * password (ADMIN_EMAIL / ADMIN_PASSWORD, or `npm run create-admin`). Safe to run on every
   * start of every instance.
   */
  async ensureAdmin(email: string, password: string): Promise<User> {
    const normalisedEmail = email.trim().toLowerCase();
    const passwordHash = await hashPassword(password);
    const existing = await this.users.findOneBy({ email: normalisedEmail });
    if (existing) {
      await this.users.update(existing.id, { isAdmin: true, password: passwordHash });
      return { ...existing, isAdmin: true, password: passwordHash };
    }
    const username = await this.freeUsername(normalisedEmail.split('@')[0] || 'admin');
    return this.users.save(this.users.create({ email: normalisedEmail, username, password: passwordHash, isAdmin: true }));
  }

  private usernameTaken(username: string): Promise<boolean> {
    return this.users.createQueryBuilder('user').where('LOWER(user.username) = LOWER(:username)', { username }).getExists();
  }

  private async freeUsername(wanted: string): Promise<string> {
    const base = wanted.replace(/[^a-z0-9_.-]/gi, '').slice(0, 50) || 'admin';
    for (let suffix = 0; ; suffix++) {
      const candidate = suffix === 0 ? base : `${base}${suffix}`;
      if (!(await this.usernameTaken(candidate))) return candidate;
    }
  }
}

const emailTaken = () => new AppError('conflict', 'An account with this email already exists', { field: 'email' });
const usernameTaken = () => new AppError('conflict', 'This username is already taken', { field: 'username' });
