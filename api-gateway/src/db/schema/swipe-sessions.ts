import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PriceRange, Restaurant } from '@forkcast/contracts';
import { userIdColumn } from './columns';
import { partnerships } from './partnerships';
import { users } from './users';

export interface SessionFilters {
  priceRange: PriceRange[];
  dietaryRestrictions: string[];
  radiusMiles: number;
  minRating: number | null;
  /** Only places open at the start (absent on sessions started before the filter existed). */
  openNow?: boolean;
}

/**
 * A swiping session (docs/product.md › Entities (Session)). The table is `swipe_sessions` because `http_sessions` holds the
 * cookie sessions. `matched_restaurant_id` is written once, by a conditional UPDATE, under the row lock
 * every swipe takes: that is what makes the match exactly-once.
 */
export const swipeSessions = pgTable(
  'swipe_sessions',
  {
    id: uuid('id').primaryKey(),
    // Null once the starter deleted their account: a partnered session stays in the partner's history.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    partnershipId: uuid('partnership_id').references(() => partnerships.id, { onDelete: 'set null' }),
    status: text('status').$type<'active' | 'completed' | 'cancelled'>().notNull().default('active'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    filters: jsonb('filters').$type<SessionFilters>().notNull(),
    matchedRestaurantId: text('matched_restaurant_id'),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A group session: the starter and 2–5 of their partners; `partnership_id` is the first one's. */
    isGroup: boolean('is_group').notNull().default(false),
  },
  (table) => [
    index('swipe_sessions_created_by_idx').on(table.createdBy, table.createdAt),
    index('swipe_sessions_partnership_idx').on(table.partnershipId),
  ],
);

/** `session_id`: the swiping session a row belongs to, deleted with it. */
const sessionIdColumn = () =>
  uuid('session_id')
    .notNull()
    .references(() => swipeSessions.id, { onDelete: 'cascade' });

/** Who swipes in a session (one row solo, two partnered); `completed_at` when they swiped every card. */
export const swipeSessionMembers = pgTable(
  'swipe_session_members',
  {
    sessionId: sessionIdColumn(),
    userId: userIdColumn(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * A group session's member other than the starter: the partnership with the starter that brought them in
     * (its removal takes them out of the group). Null for the starter and in solo and pair sessions.
     */
    partnershipId: uuid('partnership_id').references(() => partnerships.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId] }), index('swipe_session_members_user_idx').on(table.userId)],
);

/** The deck dealt at start: both partners read these rows, so they see exactly the same cards. */
export const swipeSessionRestaurants = pgTable(
  'swipe_session_restaurants',
  {
    sessionId: sessionIdColumn(),
    /** 1-based order of the card. */
    position: integer('position').notNull(),
    placeId: text('place_id').notNull(),
    restaurant: jsonb('restaurant').$type<Restaurant>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.position] }),
    uniqueIndex('swipe_session_restaurants_place_unique').on(table.sessionId, table.placeId),
  ],
);

/** One decision per (session, user, restaurant): the unique index makes repeats no-ops. */
export const swipes = pgTable(
  'swipes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionId: sessionIdColumn(),
    userId: userIdColumn(),
    restaurantId: text('restaurant_id').notNull(),
    action: text('action').$type<'like' | 'pass'>().notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('swipes_session_user_restaurant_unique').on(table.sessionId, table.userId, table.restaurantId),
    index('swipes_user_restaurant_idx').on(table.userId, table.restaurantId),
  ],
);

export type SwipeSessionRow = typeof swipeSessions.$inferSelect;
export type SwipeSessionMemberRow = typeof swipeSessionMembers.$inferSelect;
export type SwipeRow = typeof swipes.$inferSelect;
