import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { restaurantCache, restaurantCacheAreas, restaurantCacheRefreshes, type RestaurantCacheAreaRow } from '../../db/schema';
import type { Place } from './domain/place';

const UPSERT_CHUNK = 500;

/** The database copy of what restaurant sources returned: places by id, and nearby results per area. */
export class RestaurantCacheRepository {
  constructor(private readonly db: Db) {}

  /** A nearby result for the area fetched after `since` with at least `minRadiusMiles`. */
  async findFreshArea(areaKey: string, minRadiusMiles: number, since: Date): Promise<RestaurantCacheAreaRow | undefined> {
    const [row] = await this.db
      .select()
      .from(restaurantCacheAreas)
      .where(
        and(
          eq(restaurantCacheAreas.areaKey, areaKey),
          gte(restaurantCacheAreas.radiusMiles, minRadiusMiles),
          gte(restaurantCacheAreas.fetchedAt, since),
        ),
      )
      .limit(1);
    return row;
  }

  async placesByIds(ids: readonly string[]): Promise<Place[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ place: restaurantCache.place })
      .from(restaurantCache)
      .where(inArray(restaurantCache.placeId, [...ids]));
    return rows.map((row) => row.place);
  }

  async findPlace(id: string): Promise<Place | undefined> {
    const [row] = await this.db
      .select({ place: restaurantCache.place })
      .from(restaurantCache)
      .where(eq(restaurantCache.placeId, id))
      .limit(1);
    return row?.place;
  }

  async savePlaces(places: readonly Place[], now: Date): Promise<void> {
    for (let i = 0; i < places.length; i += UPSERT_CHUNK) {
      const chunk = places.slice(i, i + UPSERT_CHUNK).map((place) => ({ placeId: place.id, place, fetchedAt: now }));
      await this.db
        .insert(restaurantCache)
        .values(chunk)
        .onConflictDoUpdate({
          target: restaurantCache.placeId,
          set: { place: sql`excluded.place`, fetchedAt: sql`excluded.fetched_at` },
        });
    }
  }

  async saveArea(
    area: { areaKey: string; latitude: number; longitude: number; radiusMiles: number; placeIds: string[] },
    now: Date,
  ): Promise<void> {
    const values = { ...area, fetchedAt: now };
    await this.db.insert(restaurantCacheAreas).values(values).onConflictDoUpdate({ target: restaurantCacheAreas.areaKey, set: values });
  }

  /**
   * Claims the refresh of an area unless it was refreshed after `cutoff`: one statement, so two gateway
   * instances racing on the same area can't both win. True when this caller may refresh.
   */
  async claimRefresh(areaKey: string, now: Date, cutoff: Date): Promise<boolean> {
    const rows = await this.db
      .insert(restaurantCacheRefreshes)
      .values({ areaKey, refreshedAt: now })
      .onConflictDoUpdate({
        target: restaurantCacheRefreshes.areaKey,
        set: { refreshedAt: now },
        setWhere: lt(restaurantCacheRefreshes.refreshedAt, cutoff),
      })
      .returning({ areaKey: restaurantCacheRefreshes.areaKey });
    return rows.length > 0;
  }

  /** Gives back a claim made at `claimedAt` (only that one: a later claim by someone else stays). */
  async releaseRefresh(areaKey: string, claimedAt: Date): Promise<void> {
    await this.db
      .delete(restaurantCacheRefreshes)
      .where(and(eq(restaurantCacheRefreshes.areaKey, areaKey), eq(restaurantCacheRefreshes.refreshedAt, claimedAt)));
  }
}
