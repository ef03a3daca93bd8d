import { z } from 'zod';
import { openingStatusSchema } from './opening-status';
import { priceRangeSchema, zipCodeSchema } from './user';
import { emptyResultSchema } from './restaurant-availability';
import { DIETARY_SEVERITIES, withStandInPrice } from '../domain/restaurant';
export * from '../domain/restaurant';

export const dietarySeveritySchema = z.enum(DIETARY_SEVERITIES);
export type DietarySeverity = z.infer<typeof dietarySeveritySchema>;

export const dietaryWarningSchema = z.object({
  /** The restriction as the user wrote it (e.g. 'Gluten-free'). */
  restriction: z.string(),
  severity: dietarySeveritySchema,
  /** One specific sentence the card can show as is. */
  warning: z.string(),
});
export type DietaryWarning = z.infer<typeof dietaryWarningSchema>;

/**
 * A restaurant as the swipe deck, details dialog and match screen show it (docs/product.md › Entities (Restaurant)).
 * Price and rating are null when the source doesn't know them (the bundled OpenStreetMap catalog has
 * neither): the UI shows '$$' for an unknown price and "No rating yet" for an unknown rating.
 */
export const restaurantSchema = z.object({
  placeId: z.string().min(1),
  name: z.string(),
  photoUrl: z.string().nullable(),
  cuisineType: z.string(),
  priceLevel: z.number().int().min(1).max(4).nullable(),
  rating: z.number().min(0).max(5).nullable(),
  /** Miles from the search origin, one decimal. */
  distance: z.number().nonnegative(),
  vicinity: z.string().nullable(),
  aiDescription: z.string().nullable(),
  dietaryWarnings: z.array(dietaryWarningSchema),
  /**
   * Credit line the data's licence requires wherever the place is shown
   * ('© OpenStreetMap contributors' for catalog/Overpass places, 'Powered by Google' for Places results).
   */
  attribution: z.string().nullable().optional(),
  /**
   * Open now, and until when, on the place's own clock, as of the deal; cards show
   * currentOpeningStatus() of it. Absent on restaurants dealt before it existed.
   */
  openingStatus: openingStatusSchema.optional(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/** POST /api/restaurants/random body (docs/product.md › API). Cuisines are optional filters: empty means any. */
export const randomRestaurantRequestSchema = z.object({
  cuisines: z.array(z.string().trim().min(1).max(40)).max(40),
  priceRange: z.array(priceRangeSchema).min(1, 'Please select at least one price range').max(4),
  zipCode: zipCodeSchema,
  radiusMiles: z.number().int().min(1).max(25),
  minRating: z.number().min(1).max(5).multipleOf(0.5),
});
export type RandomRestaurantRequest = z.infer<typeof randomRestaurantRequestSchema>;

/**
 * One random pick (docs/product.md › Entities (Random restaurant result)). Catalog places have no price or rating:
 * an unknown price is reported as 2 with `priceKnown` false (parsing fills both in), an unknown rating stays null.
 */
export const randomRestaurantResultSchema = z
  .object({
    placeId: z.string().min(1),
    name: z.string(),
    cuisineType: z.string(),
    priceLevel: z.number().int().min(1).max(4).nullish(),
    /** False when the source lists no price: the result then shows none (shownPriceLevel), as every card. */
    priceKnown: z.boolean().optional(),
    rating: z.number().min(0).max(5).nullable(),
    vicinity: z.string().nullable(),
    photoUrl: z.string().nullable(),
    /** Same meaning as Restaurant.attribution: the credit the data's licence requires. */
    attribution: z.string().nullable().optional(),
  })
  .transform(withStandInPrice);
export type RandomRestaurantResult = z.infer<typeof randomRestaurantResultSchema>;

/**
 * POST /api/restaurants/random answer: `{ restaurant: null, empty }` when nothing matches, `empty` saying why
 * (the screen keeps the spec's 'Try adjusting your filters' only when filters did leave places out).
 */
export const randomRestaurantResponseSchema = z.object({
  restaurant: randomRestaurantResultSchema.nullable(),
  empty: emptyResultSchema.nullish(),
});
export type RandomRestaurantResponse = z.infer<typeof randomRestaurantResponseSchema>;
