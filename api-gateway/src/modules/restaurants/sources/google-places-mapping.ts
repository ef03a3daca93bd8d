import { z } from 'zod';
import { normalizeCuisines } from '../domain/cuisine-labels';
import { placeCuisines } from '../domain/place-cuisines';
import type { Place } from '../domain/place';

export const GOOGLE_ID_PREFIX = 'gplaces:';

/** The subset of a legacy Places result (nearby search or details) the app reads; extra fields ignored. */
export const googlePlaceResultSchema = z.object({
  place_id: z.string().min(1),
  name: z.string().min(1),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  vicinity: z.string().optional(),
  formatted_address: z.string().optional(),
  formatted_phone_number: z.string().optional(),
  international_phone_number: z.string().optional(),
  website: z.string().optional(),
  price_level: z.number().optional(),
  rating: z.number().optional(),
  user_ratings_total: z.number().optional(),
  types: z.array(z.string()).optional(),
  photos: z.array(z.object({ photo_reference: z.string().min(1) })).optional(),
  opening_hours: z.object({ weekday_text: z.array(z.string()).optional() }).optional(),
  serves_vegetarian_food: z.boolean().optional(),
  business_status: z.string().optional(),
});
export type GooglePlaceResult = z.infer<typeof googlePlaceResultSchema>;

/**
 * Google place types that name a cuisine. The legacy API mostly answers generic types (restaurant,
 * food); the newer `*_restaurant` types are mapped too because results increasingly carry them.
 */
const TYPE_CUISINE: Record<string, string> = {
  american_restaurant: 'american',
  barbecue_restaurant: 'barbecue',
  brazilian_restaurant: 'brazilian',
  breakfast_restaurant: 'breakfast',
  brunch_restaurant: 'brunch',
  chinese_restaurant: 'chinese',
  coffee_shop: 'coffee_shop',
  fast_food_restaurant: 'fast_food',
  french_restaurant: 'french',
  greek_restaurant: 'greek',
  hamburger_restaurant: 'burger',
  ice_cream_shop: 'ice_cream',
  indian_restaurant: 'indian',
  indonesian_restaurant: 'indonesian',
  italian_restaurant: 'italian',
  japanese_restaurant: 'japanese',
  korean_restaurant: 'korean',
  lebanese_restaurant: 'lebanese',
  mediterranean_restaurant: 'mediterranean',
  mexican_restaurant: 'mexican',
  middle_eastern_restaurant: 'middle_eastern',
  pizza_restaurant: 'pizza',
  ramen_restaurant: 'ramen',
  sandwich_shop: 'sandwich',
  seafood_restaurant: 'seafood',
  spanish_restaurant: 'spanish',
  steak_house: 'steak_house',
  sushi_restaurant: 'sushi',
  thai_restaurant: 'thai',
  turkish_restaurant: 'turkish',
  vegan_restaurant: 'vegan',
  vegetarian_restaurant: 'vegetarian',
  vietnamese_restaurant: 'vietnamese',
  // Generic kinds of place, used only when nothing more specific is known.
  cafe: 'cafe',
  bakery: 'bakery',
  bar: 'pub',
  meal_takeaway: 'fast_food',
};
const GENERIC_TYPES = new Set(['cafe', 'bakery', 'bar', 'meal_takeaway']);

function cuisinesFromTypes(result: GooglePlaceResult): string[] {
  const types = result.types ?? [];
  const specific = types.filter((type) => TYPE_CUISINE[type] && !GENERIC_TYPES.has(type)).map((type) => TYPE_CUISINE[type]!);
  if (specific.length > 0) return normalizeCuisines(specific);
  // Name keywords beat a generic type: "Joe's Pizza" tagged meal_takeaway is a pizza place.
  const generic = types.filter((type) => GENERIC_TYPES.has(type)).map((type) => TYPE_CUISINE[type]!);
  const fromName = placeCuisines([], result.name);
  return fromName.length > 0 ? fromName : normalizeCuisines(generic);
}

/** Google's 0 ("free") has no place on the app's 1–4 scale, so it counts as the cheapest. */
function priceLevel(value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  return Math.min(4, Math.max(1, Math.round(value)));
}

function rating(result: GooglePlaceResult): number | null {
  if (result.rating === undefined || result.user_ratings_total === 0) return null;
  return Math.min(5, Math.max(0, result.rating));
}

export function googleResultToPlace(result: GooglePlaceResult): Place {
  const weekdayText = result.opening_hours?.weekday_text ?? [];
  return {
    id: `${GOOGLE_ID_PREFIX}${result.place_id}`,
    name: result.name,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
    cuisines: cuisinesFromTypes(result),
    priceLevel: priceLevel(result.price_level),
    rating: rating(result),
    vicinity: result.vicinity ?? result.formatted_address ?? null,
    phone: result.formatted_phone_number ?? result.international_phone_number ?? null,
    website: result.website ?? null,
    openingHours: weekdayText.length > 0 ? weekdayText.join('\n') : null,
    // Google only ever says "serves vegetarian food" (true); false or absent isn't a "no".
    diet: result.serves_vegetarian_food ? { vegetarian: 'yes' } : {},
    photoRef: result.photos?.[0]?.photo_reference ?? null,
    source: 'google',
  };
}

/** Maps what parses and drops the rest (a result without geometry can't be placed on a deck). */
export function googleResultsToPlaces(results: readonly unknown[]): Place[] {
  const places: Place[] = [];
  for (const raw of results) {
    const parsed = googlePlaceResultSchema.safeParse(raw);
    if (parsed.success && parsed.data.business_status !== 'CLOSED_PERMANENTLY') places.push(googleResultToPlace(parsed.data));
  }
  return places;
}
