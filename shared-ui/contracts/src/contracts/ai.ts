import { z } from 'zod';
import { withStandInPrice } from '../domain/restaurant';
export * from '../domain/ai';

/**
 * Shapes of the AI layer's answers (docs/product.md › Entities (Restaurant insights, Compromise, Solo insights, Discover
 * restaurant). The gateway validates both the built-in engine's and a remote model's output against these,
 * so the client can trust them as written.
 */

const text = z.string().trim().min(1);
const textList = z.array(text);
const priceLevel = z.number().int().min(1).max(4);
const rating = z.number().min(0).max(5);

/** `aiDescription` on cards and Discover entries: one or two sentences built from the place's facts. */
export const aiDescriptionSchema = text.max(400);

/** The AI part of the details dialog. Lists may be empty (then the dialog leaves the section out). */
export const restaurantInsightsBodySchema = z.object({
  summary: text,
  /** Honest about the source: catalog places have no reviews, and this says so rather than inventing any. */
  reviewsAnalysis: text,
  menuRecommendations: textList,
  bestFor: textList,
  warnings: textList,
});
export type RestaurantInsightsBody = z.infer<typeof restaurantInsightsBodySchema>;

/** GET /api/restaurants/:id/insights (docs/product.md › Entities (Restaurant insights)). */
export const restaurantInsightsSchema = z.object({
  name: z.string(),
  /** Reference for GET /api/restaurants/photo/:ref (URL-encode it), or null when the place has no photo. */
  photoReference: z.string().nullable(),
  cuisineType: z.string(),
  /** 1–4, null when unknown (shown as '$$'). */
  priceLevel: priceLevel.nullable(),
  rating: rating.nullable(),
  vicinity: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  /** Readable lines, one per weekday ('Monday: 11:00 AM – 10:00 PM'); empty when the hours aren't known. */
  openingHours: z.array(z.string()),
  /** Open right now in the place's own time zone; null when the hours aren't known. */
  openNow: z.boolean().nullable(),
  insights: restaurantInsightsBodySchema,
  /** The credit the data's licence requires ('© OpenStreetMap contributors' for catalog places). */
  attribution: z.string().nullable().optional(),
});
export type RestaurantInsights = z.infer<typeof restaurantInsightsSchema>;

/** One compromise suggestion for a partnered session that ended without a match (docs/product.md › Entities (Compromise)). */
export const compromiseSchema = z
  .object({
    placeId: z.string().min(1),
    name: z.string(),
    photoUrl: z.string().nullable(),
    cuisineType: z.string(),
    /** Spec: 2 when the price is unknown, so an unknown price parses to 2 (`priceKnown` false). */
    priceLevel: priceLevel.nullish(),
    /** False when the source lists no price: screens then show none (shownPriceLevel), as on every card. */
    priceKnown: z.boolean().optional(),
    rating: rating.nullable(),
    /** Display name (docs/product.md › Entities (Partnership display name)) of the partner who liked it; never an e-mail address. */
    likedBy: z.string(),
    /** Why it may suit the other partner; names the liker and any dietary conflict. */
    reason: text,
  })
  .transform(withStandInPrice);
export type Compromise = z.infer<typeof compromiseSchema>;

/**
 * POST /api/sessions/:id/compromise answer, best first (at most 5). An empty list means there is nothing
 * to suggest: the client shows 'No compromise suggestions available'.
 */
export const compromiseResponseSchema = z.object({
  compromises: z.array(compromiseSchema),
});
export type CompromiseResponse = z.infer<typeof compromiseResponseSchema>;

/** GET /api/sessions/:id/insights (docs/product.md › Entities (Solo insights)) for the member of a completed solo session. */
export const soloInsightsSchema = z.object({
  /** One or two sentences, e.g. "You lean toward Italian and Thai, mostly $$, within a mile…". */
  tasteProfile: text,
  /** Cuisines and real nearby places to try next. */
  recommendations: textList,
  /** Concrete observations with numbers ("You liked 4 of 12 places (33%)"). */
  patterns: textList,
});
export type SoloInsights = z.infer<typeof soloInsightsSchema>;

/** One AI-written Discover line (docs/product.md › Entities (Discover restaurant) `aiDescription`), keyed by the place. */
export const discoverDescriptionSchema = z.object({
  placeId: z.string().min(1),
  aiDescription: aiDescriptionSchema,
});
export type DiscoverDescription = z.infer<typeof discoverDescriptionSchema>;
