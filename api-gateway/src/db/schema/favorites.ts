import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { savedPlaceColumns } from './columns';

/**
 * Saved restaurants (docs/product.md › Entities (Favorite)). The place's facts are copied in when saved, so the list reads
 * without the restaurant cache (which expires) and shows the place as it was when the user liked it.
 * `restaurant_rating` is the rating × 10, rounded (4.5 → 45), as the spec stores it.
 */
export const favorites = pgTable(
  'favorites',
  {
    ...savedPlaceColumns(),
    restaurantRating: integer('restaurant_rating'),
    restaurantVicinity: text('restaurant_vicinity'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One row per user and place: saving again (a retry, a second solo like) changes nothing.
    uniqueIndex('favorites_user_restaurant_unique').on(table.userId, table.restaurantId),
    index('favorites_user_saved_idx').on(table.userId, table.savedAt),
  ],
);

export type FavoriteRow = typeof favorites.$inferSelect;
export type NewFavoriteRow = typeof favorites.$inferInsert;
