import { doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Place } from '../../modules/restaurants/domain/place';

/** Places as the configured source returned them, by place id (details and decks read from here). */
export const restaurantCache = pgTable('restaurant_cache', {
  placeId: text('place_id').primaryKey(),
  place: jsonb('place').$type<Place>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/**
 * One nearby query's result per area (coordinates rounded to 2 decimals): the place ids and the radius
 * fetched, so the same area within the TTL is served from the database instead of the source.
 */
export const restaurantCacheAreas = pgTable('restaurant_cache_areas', {
  areaKey: text('area_key').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  radiusMiles: doublePrecision('radius_miles').notNull(),
  placeIds: jsonb('place_ids').$type<string[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/** Last POST /api/cache/refresh-restaurants per area: the 60 s cooldown lives here, shared by all instances. */
export const restaurantCacheRefreshes = pgTable('restaurant_cache_refreshes', {
  areaKey: text('area_key').primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

export type RestaurantCacheAreaRow = typeof restaurantCacheAreas.$inferSelect;
