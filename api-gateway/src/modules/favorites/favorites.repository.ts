import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { favorites, type FavoriteRow, type NewFavoriteRow } from '../../db/schema';

export class FavoritesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Saves unless the user already saved this place; either way answers the stored row. `db` lets the
   * swipe transaction save a solo like atomically with the swipe.
   */
  async saveIfAbsent(values: NewFavoriteRow, db: Db = this.db): Promise<{ row: FavoriteRow; created: boolean }> {
    const [created] = await db
      .insert(favorites)
      .values(values)
      .onConflictDoNothing({ target: [favorites.userId, favorites.restaurantId] })
      .returning();
    if (created) return { row: created, created: true };
    const existing = await this.find(values.userId, values.restaurantId, db);
    if (!existing) throw new Error(`Favourite ${values.restaurantId} vanished while saving`);
    return { row: existing, created: false };
  }

  async find(userId: string, restaurantId: string, db: Db = this.db): Promise<FavoriteRow | undefined> {
    const [row] = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.restaurantId, restaurantId)))
      .limit(1);
    return row;
  }

  /** True when a row was removed. */
  async remove(userId: string, restaurantId: string): Promise<boolean> {
    const rows = await this.db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.restaurantId, restaurantId)))
      .returning({ id: favorites.id });
    return rows.length > 0;
  }

  /**
   * Removes the favourite only when it was saved at exactly `savedAt` (the database's own text form, to the
   * microsecond): the row a given transaction wrote, never one the user saved on another occasion.
   */
  async removeSavedAt(userId: string, restaurantId: string, savedAt: string, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .delete(favorites)
      .where(
        and(eq(favorites.userId, userId), eq(favorites.restaurantId, restaurantId), sql`${favorites.savedAt} = ${savedAt}::timestamptz`),
      )
      .returning({ id: favorites.id });
    return rows.length > 0;
  }

  /** Newest first; the id breaks ties so the order is stable. */
  async listForUser(userId: string): Promise<FavoriteRow[]> {
    return this.db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.savedAt), desc(favorites.id));
  }

  async restaurantIdsOf(userId: string): Promise<Set<string>> {
    const rows = await this.db.select({ restaurantId: favorites.restaurantId }).from(favorites).where(eq(favorites.userId, userId));
    return new Set(rows.map((row) => row.restaurantId));
  }
}
