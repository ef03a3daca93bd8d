import { z } from 'zod';
export * from '../domain/favorite';

/** Restaurant ids carry their source and may contain '/' (`osm:node/123`): paths send them URL-encoded. */
export const restaurantIdSchema = z.string().trim().min(1, 'restaurantId is required').max(300);

/** docs/product.md › Entities (Favorite): the rating is stored × 10, rounded (4.46 → 45), as a whole number 0–50. */
export const favoriteRatingSchema = z.number().int('restaurantRating must be a whole number (rating × 10)').min(0).max(50);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Facts copied from the place when it is saved; shared by favourites and Spotlight entries. */
export const restaurantSnapshotFields = {
  restaurantId: restaurantIdSchema,
  restaurantName: z.string().trim().min(1, 'restaurantName is required').max(200),
  restaurantCuisine: optionalText(100),
  /** 1–4, or null when the source doesn't know (shown as '$$'). */
  restaurantPrice: z
    .number()
    .int()
    .min(1)
    .max(4)
    .nullish()
    .transform((value) => value ?? null),
  restaurantVicinity: optionalText(300),
};

/** POST /api/favorites (docs/product.md › API). Saving a place already saved changes nothing. */
export const saveFavoriteSchema = z.object({
  userId: z.uuid('Invalid user id'),
  ...restaurantSnapshotFields,
  restaurantRating: favoriteRatingSchema.nullish().transform((value) => value ?? null),
});
export type SaveFavoriteInput = z.input<typeof saveFavoriteSchema>;

/** A saved place as the gateway answers it, favourite or Spotlight entry; each adds its rating (their scales differ). */
export const savedRestaurantFields = {
  id: z.string(),
  userId: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  restaurantCuisine: z.string().nullable(),
  restaurantPrice: z.number().int().min(1).max(4).nullable(),
  restaurantVicinity: z.string().nullable(),
};

/** A saved restaurant (docs/product.md › Entities (Favorite)); GET /api/favorites/user/:userId lists them newest first. */
export const favoriteSchema = z.object({
  ...savedRestaurantFields,
  restaurantRating: z.number().int().min(0).max(50).nullable(),
  /** ISO timestamp. */
  savedAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
export const favoriteListSchema = z.array(favoriteSchema);

/** GET /api/favorites/:userId/:restaurantId/check. */
export const favoriteCheckSchema = z.object({ isFavorited: z.boolean() });
export type FavoriteCheck = z.infer<typeof favoriteCheckSchema>;
