import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SpotlightStatus } from '@forkcast/contracts';
import { savedPlaceColumns } from './columns';

/**
 * The Spotlight lists (docs/product.md › Entities (Spotlight entry)): places a user wants to go to (`to_go`) and has been to
 * (`visited`). A place is listed once per user, whatever its status; facts are copied in when added.
 */
export const spotlightEntries = pgTable(
  'spotlight_entries',
  {
    ...savedPlaceColumns(),
    /** 0–5 as the source gives it (unlike favourites, not × 10). */
    restaurantRating: doublePrecision('restaurant_rating'),
    restaurantVicinity: text('restaurant_vicinity'),
    status: text('status').$type<SpotlightStatus>().notNull().default('to_go'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    visitedAt: timestamp('visited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('spotlight_entries_user_restaurant_unique').on(table.userId, table.restaurantId),
    index('spotlight_entries_user_status_idx').on(table.userId, table.status, table.createdAt),
  ],
);

export type SpotlightEntryRow = typeof spotlightEntries.$inferSelect;
export type NewSpotlightEntryRow = typeof spotlightEntries.$inferInsert;
