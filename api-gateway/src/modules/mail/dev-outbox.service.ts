import type { DevOutboxRepository } from './dev-outbox.repository';

/** How many messages GET /api/dev/outbox lists, newest first. */
const OUTBOX_LIST_LIMIT = 50;

/** The dev outbox as GET /api/dev/outbox answers it (development only; the router guards who may ask). */
export class DevOutboxService {
  constructor(private readonly outbox: DevOutboxRepository) {}

  async latest(to: string | undefined) {
    const rows = await this.outbox.latest(OUTBOX_LIST_LIMIT, to);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }
}
