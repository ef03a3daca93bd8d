import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../errors';
import type { UsersRepository } from './users.repository';

/** Who is being deleted: the id, and the e-mail that tables without a user id (codes, mail) key by. */
export interface DeletedAccount {
  id: string;
  email: string;
}

/**
 * Removes or anonymises one feature's rows of the account, inside the deletion's transaction. It may return
 * what to tell others once the deletion is committed (live events): run after the commit, never before, and
 * a failure there is the feature's own (the account is gone either way).
 */
export type AccountCleanup = (tx: Db, account: DeletedAccount) => Promise<void | AfterDeletion>;
export type AfterDeletion = () => void;

interface RegisteredCleanup {
  feature: string;
  tables: readonly string[];
  run: AccountCleanup;
}

/**
 * DELETE /api/users/:id: the account and everything that belongs to it, in one transaction. Each
 * feature registers the cleanup of its own tables in app.ts (naming the tables it covers), so the
 * users module never needs to know every table, and tests/account-deletion.test.ts fails when a
 * table holding a user id is covered by nobody. A feature adding such a table registers here too.
 */
export class AccountDeletion {
  private readonly cleanups: RegisteredCleanup[] = [];

  constructor(private readonly users: UsersRepository) {}

  /** Cleanups run in registration order, before the users row itself is deleted. */
  register(feature: string, tables: readonly PgTable[], run: AccountCleanup): this {
    this.cleanups.push({ feature, tables: tables.map((table) => getTableName(table)), run });
    return this;
  }

  /** The common case: delete every row of `column.table` whose `column` is the account's id. */
  registerOwnedRows(feature: string, column: PgColumn): this {
    const table = column.table as PgTable;
    return this.register(feature, [table], async (tx, account) => {
      await tx.delete(table).where(eq(column, account.id));
    });
  }

  /** Tables some cleanup covers (plus `users`, deleted last by this class). */
  coveredTables(): ReadonlySet<string> {
    return new Set(['users', ...this.cleanups.flatMap((cleanup) => cleanup.tables)]);
  }

  async deleteAccount(userId: string): Promise<void> {
    const afterCommit: AfterDeletion[] = [];
    await this.users.transaction(async (tx) => {
      // Locks the row first: a concurrent invite accept or session start for this user waits, then
      // finds no user, instead of adding rows the cleanups have already passed.
      const account = await this.users.lockForDeletion(tx, userId);
      if (!account) throw new NotFoundError('User not found');
      for (const cleanup of this.cleanups) {
        const after = await cleanup.run(tx, account);
        if (after) afterCommit.push(after);
      }
      await this.users.delete(tx, userId);
    });
    // Only once committed: a rolled-back deletion (a cleanup threw) tells nobody anything.
    for (const after of afterCommit) after();
  }
}
