import { sql } from 'drizzle-orm';
import { integer, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Column builders several tables share, so each is described once. Fresh builders per call (a
// builder belongs to one table). The database columns are exactly what they were before.

/** `user_id`: the owning user, deleted with the account (ON DELETE CASCADE). */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A place a user keeps a copy of (favourites, spotlight entries): one row per user and place, with the
 * place's facts copied in when saved. The rating (scaled differently per table) and the rest follow.
 */
export const savedPlaceColumns = () => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: userIdColumn(),
  restaurantId: text('restaurant_id').notNull(),
  restaurantName: text('restaurant_name').notNull(),
  restaurantCuisine: text('restaurant_cuisine'),
  restaurantPrice: integer('restaurant_price'),
});
