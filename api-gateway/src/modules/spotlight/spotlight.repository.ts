import { and, desc, eq } from 'drizzle-orm';
import type { SpotlightStatus } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import { spotlightEntries, type NewSpotlightEntryRow, type SpotlightEntryRow } from '../../db/schema';

export class SpotlightRepository {
  constructor(private readonly db: Db) {}

  /** Newest first; the id breaks ties so the order is stable. */
  async listForUser(userId: string, status?: SpotlightStatus): Promise<SpotlightEntryRow[]> {
    return this.db
      .select()
      .from(spotlightEntries)
      .where(and(eq(spotlightEntries.userId, userId), status ? eq(spotlightEntries.status, status) : undefined))
      .orderBy(desc(spotlightEntries.createdAt), desc(spotlightEntries.id));
  }

  /** Undefined when the user already lists this place (the unique index decides, race-free). */
  async insertIfAbsent(values: NewSpotlightEntryRow): Promise<SpotlightEntryRow | undefined> {
    const [row] = await this.db
      .insert(spotlightEntries)
      .values(values)
      .onConflictDoNothing({ target: [spotlightEntries.userId, spotlightEntries.restaurantId] })
      .returning();
    return row;
  }

  async findById(id: string): Promise<SpotlightEntryRow | undefined> {
    const [row] = await this.db.select().from(spotlightEntries).where(eq(spotlightEntries.id, id)).limit(1);
    return row;
  }

  /** to_go → visited for the owner's entry; undefined when it isn't theirs or isn't to_go any more. */
  async markVisited(id: string, userId: string, now: Date): Promise<SpotlightEntryRow | undefined> {
    const [row] = await this.db
      .update(spotlightEntries)
      .set({ status: 'visited', visitedAt: now })
      .where(and(eq(spotlightEntries.id, id), eq(spotlightEntries.userId, userId), eq(spotlightEntries.status, 'to_go')))
      .returning();
    return row;
  }

  /** True when a row was removed. */
  async remove(userId: string, restaurantId: string): Promise<boolean> {
    const rows = await this.db
      .delete(spotlightEntries)
      .where(and(eq(spotlightEntries.userId, userId), eq(spotlightEntries.restaurantId, restaurantId)))
      .returning({ id: spotlightEntries.id });
    return rows.length > 0;
  }

  async restaurantIdsOf(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ restaurantId: spotlightEntries.restaurantId })
      .from(spotlightEntries)
      .where(eq(spotlightEntries.userId, userId));
    return new Set(rows.map((row) => row.restaurantId));
  }
}
