import type { DataSource, Repository } from 'typeorm';
import { hashPassword } from './password.js';
import { User } from './user.entity.js';

export class UserService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  /**
   * Makes sure the configured operator account exists, is an admin and has the configured
   * password (ADMIN_EMAIL / ADMIN_PASSWORD). Safe to run on every start of every instance.
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

  private async freeUsername(wanted: string): Promise<string> {
    const base = wanted.replace(/[^a-z0-9_.-]/gi, '').slice(0, 50) || 'admin';
    for (let suffix = 0; ; suffix++) {
      const candidate = suffix === 0 ? base : `${base}${suffix}`;
      if (!(await this.users.existsBy({ username: candidate }))) return candidate;
    }
  }
}
