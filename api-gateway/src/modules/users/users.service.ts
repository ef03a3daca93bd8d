import type { UpdateUserInput, User } from '@forkcast/contracts';
import type { UserRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { EmailChangeService } from './email-change.service';
import { toUserView, type UserStats } from './user-view';
import type { NewUser, UserChanges, UsersRepository } from './users.repository';

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly emailChange: EmailChangeService,
    /** Counters from sessions and partnerships; absent, they read 0/false. */
    private readonly stats?: { of(userId: string): Promise<UserStats> },
  ) {}

  /**
   * The stored account (subscription tier as of now), for other modules: sessions, billing, AI,
   * restaurants, spotlight, sign-in. They call these, never the users repository.
   */
  account(id: string): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  accountByEmail(email: string): Promise<UserRow | undefined> {
    return this.users.findByEmail(email);
  }

  accountByOauth(provider: string, subject: string): Promise<UserRow | undefined> {
    return this.users.findByOauth(provider, subject);
  }

  /** Inserts, or returns the existing account when the e-mail is already registered (concurrent sign-ins). */
  createOrGetAccount(values: NewUser): Promise<UserRow> {
    return this.users.insertOrGetByEmail(values);
  }

  updateAccount(id: string, changes: UserChanges): Promise<UserRow | undefined> {
    return this.users.update(id, changes);
  }

  async getById(id: string): Promise<User | undefined> {
    const row = await this.users.findById(id);
    if (!row) return undefined;
    const [stats, pendingEmail] = await Promise.all([this.stats?.of(row.id), this.emailChange.pendingEmail(row.id)]);
    return toUserView(row, stats, pendingEmail);
  }

  /**
   * Profile and/or preferences; fields left out of the input stay as they are. A different e-mail is
   * never written here: it starts the verified change (email-change.service.ts) and shows as pendingEmail.
   */
  async update(id: string, input: UpdateUserInput): Promise<User> {
    const changes: UserChanges = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName || null;
    if (input.lastName !== undefined) changes.lastName = input.lastName || null;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    if (input.preferences !== undefined) changes.preferences = input.preferences;

    const row = Object.keys(changes).length ? await this.users.update(id, changes) : await this.users.findById(id);
    if (!row) throw new NotFoundError('User not found');
    if (input.email !== undefined && input.email !== row.email) await this.emailChange.start(id, row.email, input.email);
    const user = await this.getById(id);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /** POST /api/users/:id/email-change: (re)sends the code for a new address. */
  async requestEmailChange(id: string, email: string): Promise<{ pendingEmail: string | null }> {
    const row = await this.users.findById(id);
    if (!row) throw new NotFoundError('User not found');
    return this.emailChange.start(id, row.email, email);
  }

  async verifyEmailChange(id: string, code: string, currentSessionId: string | undefined): Promise<User> {
    await this.emailChange.verify(id, code, currentSessionId);
    const user = await this.getById(id);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  cancelEmailChange(id: string): Promise<void> {
    return this.emailChange.cancel(id);
  }
}
