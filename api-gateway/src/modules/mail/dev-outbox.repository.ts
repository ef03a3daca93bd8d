import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devOutbox } from '../../db/schema';
import type { MailMessage } from './mailer';

export class DevOutboxRepository {
  constructor(private readonly db: Db) {}

  async add(message: MailMessage): Promise<void> {
    await this.db.insert(devOutbox).values(message);
  }

  /** Account deletion: the dev outbox keeps the address it wrote to. */
  async deleteForRecipient(tx: Db, email: string): Promise<void> {
    await tx.delete(devOutbox).where(eq(devOutbox.to, email));
  }

  latest(limit: number, to?: string) {
    return this.db
      .select()
      .from(devOutbox)
      .where(to ? eq(devOutbox.to, to) : undefined)
      .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
      .limit(limit);
  }
}
