import { z } from 'zod';
import { restaurantSnapshotFields, savedRestaurantFields } from './favorite';
import { SPOTLIGHT_STATUSES } from '../domain/spotlight';
export * from '../domain/spotlight';

export const spotlightStatusSchema = z.enum(SPOTLIGHT_STATUSES);
export type SpotlightStatus = z.infer<typeof spotlightStatusSchema>;

const rating = z.number().min(0).max(5);

/** POST /api/spotlight (docs/product.md › API): new entries always start on the To Go list. */
export const addSpotlightSchema = z.object({
  userId: z.uuid('Invalid user id'),
  ...restaurantSnapshotFields,
  /** 0–5 as shown on the place (not × 10 like favourites). */
  restaurantRating: rating.nullish().transform((value) => value ?? null),
  status: z.literal('to_go', { message: "status must be 'to_go'" }).default('to_go'),
});
export type AddSpotlightInput = z.input<typeof addSpotlightSchema>;

/** PATCH /api/spotlight/:id: the only change is to_go → visited, by the entry's owner. */
export const markVisitedSchema = z.object({
  userId: z.uuid('Invalid user id'),
  status: z.literal('visited', { message: "status must be 'visited'" }),
});
export type MarkVisitedInput = z.infer<typeof markVisitedSchema>;

export const spotlightListQuerySchema = z.object({
  status: spotlightStatusSchema.optional(),
});

/** A Spotlight entry (docs/product.md › Entities). Lists are newest first. */
export const spotlightEntrySchema = z.object({
  ...savedRestaurantFields,
  restaurantRating: rating.nullable(),
  status: spotlightStatusSchema,
  createdAt: z.string(),
  visitedAt: z.string().nullable(),
});
export type SpotlightEntry = z.infer<typeof spotlightEntrySchema>;
export const spotlightEntryListSchema = z.array(spotlightEntrySchema);

/** GET /api/spotlight/new-restaurants items (docs/product.md › Entities (Discover restaurant)). */
export const discoverRestaurantSchema = z.object({
  placeId: z.string().min(1),
  name: z.string(),
  cuisineType: z.string(),
  /** 1–4, null when the source doesn't know (shown as '$$'). */
  priceLevel: z.number().int().min(1).max(4).nullable(),
  rating: rating.nullable(),
  vicinity: z.string().nullable(),
  aiDescription: z.string(),
  /** The credit the data's licence requires ('© OpenStreetMap contributors' for catalog places). */
  attribution: z.string().nullable().optional(),
});
export type DiscoverRestaurant = z.infer<typeof discoverRestaurantSchema>;
export const discoverRestaurantListSchema = z.array(discoverRestaurantSchema);

/** The POST /api/spotlight body that puts a Discover place on the To Go list (the screen's Add, and the seed). */
export function spotlightInputFrom(userId: string, place: DiscoverRestaurant): AddSpotlightInput {
  return {
    userId,
    restaurantId: place.placeId,
    restaurantName: place.name,
    restaurantCuisine: place.cuisineType,
    restaurantPrice: place.priceLevel,
    restaurantRating: place.rating,
    restaurantVicinity: place.vicinity,
    status: 'to_go',
  };
}
