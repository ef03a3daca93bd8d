import { z } from 'zod';
import { zipCodeSchema } from './user';
import { EMPTY_RESULT_REASONS, RESTAURANT_SOURCE_KINDS } from '../domain/restaurant-availability';
export * from '../domain/restaurant-availability';

export const restaurantSourceKindSchema = z.enum(RESTAURANT_SOURCE_KINDS);

export const nearestCoveredAreaSchema = z.object({ name: z.string(), miles: z.number().nonnegative() });

/** Why nothing was found, with what would find something; `message` is emptyResultMessage() of the rest. */
export const emptyResultSchema = z.object({
  reason: z.enum(EMPTY_RESULT_REASONS),
  message: z.string(),
  suggestedRadiusMiles: z.number().int().min(1).max(25).nullable(),
  nearestArea: nearestCoveredAreaSchema.nullable(),
});
export type EmptyResult = z.infer<typeof emptyResultSchema>;

/** GET /api/restaurants/availability?zipCode=&radiusMiles= (signed in): what a deck around a ZIP could hold. */
export const restaurantAvailabilityQuerySchema = z.object({
  zipCode: zipCodeSchema,
  radiusMiles: z.coerce.number().int().min(1).max(25),
});
export type RestaurantAvailabilityQuery = z.infer<typeof restaurantAvailabilityQuerySchema>;

export const restaurantAvailabilitySchema = z.object({
  zipCode: z.string(),
  radiusMiles: z.number().int(),
  /** Places within the radius before any filter of the user's. */
  count: z.number().int().nonnegative(),
  /** The source that answered (the catalog when the live one was unreachable). */
  source: restaurantSourceKindSchema,
  /** Whether any of those places lists a price / a rating (OpenStreetMap lists neither). */
  pricesKnown: z.boolean(),
  ratingsKnown: z.boolean(),
  /** Null when count > 0. */
  empty: emptyResultSchema.nullable(),
});
export type RestaurantAvailability = z.infer<typeof restaurantAvailabilitySchema>;
