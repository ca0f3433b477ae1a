/** User management for admins: list with search, edit, delete (docs/product/accounts-admin.md, "Admin Users"). */
import { Brackets, type DataSource, type Repository } from 'typeorm';
import { AppError, notFound } from '../../common/app-error.js';
import type { SavedTripService } from '../trips/index.js';
import { User } from '../users/index.js';
import type { AdminUserInput } from './admin-users.inputs.js';

const UNIQUE_VIOLATION = '23505';
const MAX_ID = 2_147_483_647;

export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin privileges';

export class AdminUsersService {
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly savedTrips: SavedTripService,
  ) {
    this.users = dataSource.getRepository(User);
  }

  /** Newest first; `search` (checked by AdminSearchArgs) is a case-insensitive substring of the username or the email. */
  async list(search?: string | null): Promise<User[]> {
    const query = this.users.createQueryBuilder('user').orderBy('user.createdAt', 'DESC').addOrderBy('user.id', 'DESC');
    const text = search?.trim();
    if (text) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(new Brackets((where) => where.where('user.username ILIKE :pattern', { pattern }).orWhere('user.email ILIKE :pattern', { pattern })));
    }
    return query.getMany();
  }

  /** `admin` is the admin making the change (who may not take away their own admin rights); `input` is checked by the API that received it. */
  async update(admin: User, id: number, input: AdminUserInput): Promise<User> {
    const user = await this.find(id);
    if (user.id === admin.id && input.isAdmin === false) throw new AppError('forbidden', CANNOT_DEMOTE_SELF);
    const changes: Partial<User> = {};
    if (input.isAdmin !== undefined) changes.isAdmin = input.isAdmin;
    for (const field of ['firstName', 'lastName', 'bio', 'profileImageUrl'] as const) {
      if (input[field] !== undefined) changes[field] = input[field] ?? null;
    }
    if (input.email != null && input.email !== user.email) {
      if (await this.users.existsBy({ email: input.email })) throw emailTaken();
      changes.email = input.email;
    }
    try {
      if (Object.keys(changes).length > 0) await this.users.update({ id: user.id }, changes);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
      throw error;
    }
    return { ...user, ...changes };
  }

  /** Deletes the account, its trips and their stored files; an admin cannot delete themselves. */
  async delete(admin: User, id: number): Promise<void> {
    const user = await this.find(id);
    if (user.id === admin.id) throw new AppError('forbidden', CANNOT_DELETE_SELF);
    await this.savedTrips.deleteOwnedBy(user.id, async () => {
      await this.users.delete({ id: user.id });
    });
  }

  private async find(id: number): Promise<User> {
    const user = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await this.users.findOneBy({ id }) : null;
    if (!user) throw notFound('User');
    return user;
  }
}

const emailTaken = () => new AppError('conflict', 'An account with this email already exists', { field: 'email' });
