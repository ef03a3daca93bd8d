import { z } from 'zod';
import { normalizeCuisines } from '../domain/cuisine-labels';
import { placeCuisines, type PlaceCuisines } from '../domain/place-cuisines';
import type { Place } from '../domain/place';
import { googlePeriodSchema, googlePeriodsToOsm } from './google-opening-hours';

export const GOOGLE_ID_PREFIX = 'gplaces:';

/** Place ids and the parts of photo names are URL-safe tokens; nothing else is put into an upstream URL. */
export const GOOGLE_PLACE_ID = /^[A-Za-z0-9_-]{1,512}$/;
/** A Place Photos (New) resource name: `places/{placeId}/photos/{reference}`. */
export const GOOGLE_PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,512}\/photos\/[A-Za-z0-9_-]{1,2048}$/;

// Optional fields degrade to absent instead of rejecting the place: a card needs only id, name and position.
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The fields of a Places API (New) Place the app reads (google-places-source.ts asks for exactly these);
 * extra fields are ignored.
 */
export const googlePlaceSchema = z.object({
  id: z.string().regex(GOOGLE_PLACE_ID),
  displayName: z.object({ text: z.string().trim().min(1) }),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  shortFormattedAddress: optional(z.string().trim().min(1)),
  formattedAddress: optional(z.string().trim().min(1)),
  primaryType: optional(z.string()),
  types: optional(z.array(z.string())),
  priceLevel: optional(z.string()),
  rating: optional(z.number()),
  userRatingCount: optional(z.number()),
  nationalPhoneNumber: optional(z.string().trim().min(1)),
  websiteUri: optional(z.string().trim().min(1)),
  regularOpeningHours: optional(z.object({ periods: z.array(googlePeriodSchema).default([]) })),
  utcOffsetMinutes: optional(
    z
      .number()
      .int()
      .min(-14 * 60)
      .max(14 * 60),
  ),
  businessStatus: optional(z.string()),
  photos: optional(z.array(z.object({ name: z.string() }))),
});
export type GooglePlace = z.infer<typeof googlePlaceSchema>;

/** Google place types that name a cuisine (Places API (New) place types, table A). */
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
  // Places API (New) types that aren't `<cuisine>_restaurant`.
  bagel_shop: 'bagel',
  deli: 'deli',
  dessert_shop: 'dessert',
  diner: 'diner',
  donut_shop: 'donut',
  tea_house: 'tea',
  // Generic kinds of place, used only when nothing more specific is known.
  cafe: 'cafe',
  bakery: 'bakery',
  bar: 'pub',
  pub: 'pub',
  meal_takeaway: 'fast_food',
};
const GENERIC_TYPES = new Set(['cafe', 'bakery', 'bar', 'pub', 'meal_takeaway']);

function cuisinesFromTypes(place: GooglePlace): PlaceCuisines {
  // The primary type first: it is the one Google shows for the place.
  const types = [...new Set([place.primaryType, ...(place.types ?? [])].filter((type): type is string => Boolean(type)))];
  const specific = types.filter((type) => TYPE_CUISINE[type] && !GENERIC_TYPES.has(type)).map((type) => TYPE_CUISINE[type]!);
  if (specific.length > 0) return { cuisines: normalizeCuisines(specific), fromName: false };
  // Name keywords beat a generic type on the card ("Joe's Pizza" tagged meal_takeaway is a pizza place),
  // but stay a guess: AI text never states them as fact (place-facts.ts statedCuisines).
  const generic = types.filter((type) => GENERIC_TYPES.has(type)).map((type) => TYPE_CUISINE[type]!);
  const fromName = placeCuisines([], place.displayName.text);
  return fromName.length > 0 ? { cuisines: fromName, fromName: true } : { cuisines: normalizeCuisines(generic), fromName: false };
}

/** The PriceLevel enum on the app's 1–4 scale; FREE has no place on it, so it counts as the cheapest. */
const PRICE_LEVELS: Record<string, number> = {
  PRICE_LEVEL_FREE: 1,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

function rating(place: GooglePlace): number | null {
  if (place.rating === undefined || place.userRatingCount === 0) return null;
  return Math.min(5, Math.max(0, place.rating));
}

/** `observedAt` is when Google answered: its utcOffsetMinutes is the offset at that moment. */
export function googlePlaceToPlace(place: GooglePlace, observedAt: Date): Place {
  const photoName = place.photos?.map((photo) => photo.name).find((name) => GOOGLE_PHOTO_NAME.test(name));
  return {
    id: `${GOOGLE_ID_PREFIX}${place.id}`,
    name: place.displayName.text,
    lat: place.location.latitude,
    lng: place.location.longitude,
    ...withCuisines(cuisinesFromTypes(place)),
    priceLevel: PRICE_LEVELS[place.priceLevel ?? ''] ?? null,
    rating: rating(place),
    vicinity: place.shortFormattedAddress ?? place.formattedAddress ?? null,
    phone: place.nationalPhoneNumber ?? null,
    website: place.websiteUri ?? null,
    openingHours: googlePeriodsToOsm(place.regularOpeningHours?.periods ?? []),
    // servesVegetarianFood is not asked for (it alone would bill every call at the Atmosphere rate), and
    // Google never says "no": Google places carry no diet tags.
    diet: {},
    photoRef: photoName ?? null,
    source: 'google',
    ...(place.utcOffsetMinutes === undefined
      ? {}
      : { utcOffset: { minutes: place.utcOffsetMinutes, observedAt: observedAt.toISOString() } }),
  };
}

/** Maps what parses and drops the rest (a place without a location can't be put on a deck). */
export function googlePlacesToPlaces(raw: readonly unknown[], observedAt: Date): Place[] {
  const places: Place[] = [];
  for (const item of raw) {
    const parsed = googlePlaceSchema.safeParse(item);
    if (parsed.success && parsed.data.businessStatus !== 'CLOSED_PERMANENTLY') places.push(googlePlaceToPlace(parsed.data, observedAt));
  }
  return places;
}

function withCuisines({ cuisines, fromName }: PlaceCuisines): Pick<Place, 'cuisines' | 'cuisinesFromName'> {
  return fromName ? { cuisines, cuisinesFromName: true } : { cuisines };
}
