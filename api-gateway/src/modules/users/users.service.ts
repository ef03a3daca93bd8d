import type { UpdateUserInput, User } from '@forkcast/shared-ui/contracts';
import { isUniqueViolation } from '../../db/database-errors';
import { ConflictError, NotFoundError } from '../../errors';
import { toUserView, type UserStats } from './user-view';
import type { UserChanges, UsersRepository } from './users.repository';

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly adminEmails: ReadonlySet<string>,
    /** Counters from sessions and partnerships; absent, they read 0/false. */
    private readonly stats?: { of(userId: string): Promise<UserStats> },
  ) {}

  async getById(id: string): Promise<User | undefined> {
    const row = await this.users.findById(id);
    return row && toUserView(row, this.adminEmails, await this.stats?.of(row.id));
  }

  /** Profile and/or preferences; fields left out of the input stay as they are. */
  async update(id: string, input: UpdateUserInput): Promise<User> {
    const changes: UserChanges = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName || null;
    if (input.lastName !== undefined) changes.lastName = input.lastName || null;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    if (input.email !== undefined) changes.email = input.email;
    if (input.preferences !== undefined) changes.preferences = input.preferences;

    if (changes.email) {
      const owner = await this.users.findByEmail(changes.email);
      if (owner && owner.id !== id) throw new ConflictError('Email is already in use');
    }
    try {
      const row = Object.keys(changes).length ? await this.users.update(id, changes) : await this.users.findById(id);
      if (!row) throw new NotFoundError('User not found');
      return toUserView(row, this.adminEmails, await this.stats?.of(row.id));
    } catch (error) {
      // The pre-check above can race with another sign-up; the unique index has the last word.
      if (isUniqueViolation(error)) throw new ConflictError('Email is already in use');
      throw error;
    }
  }
}
