// How places are shown (zod-free; contracts/restaurant.ts holds the schemas).

/** How strongly a place conflicts with one of the user's dietary restrictions. */
export const DIETARY_SEVERITIES = ['high', 'medium', 'low'] as const;

/** Unknown price is shown as '$$' everywhere (docs/product.md › Entities: 2 when unknown). */
export const UNKNOWN_PRICE_LEVEL = 2;

/** Price as repeated dollar signs: 1 → '$', 4 → '$$$$'; unknown → '$$'. */
export function priceDollars(priceLevel: number | null | undefined): string {
  const level = priceLevel && priceLevel >= 1 && priceLevel <= 4 ? Math.round(priceLevel) : UNKNOWN_PRICE_LEVEL;
  return '$'.repeat(level);
}

/** Rating to one decimal ('4.0'), or 'No rating yet' for places the source has no rating for. */
export function formatRating(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? 'No rating yet' : rating.toFixed(1);
}

/** The credit shown under places when a source sends none (the bundled catalog is OpenStreetMap data). */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** docs/product.md › Screens › Randomizer (cuisine list): the optional cuisine chips of /randomizer, in this order. */
export const RANDOMIZER_CUISINES = [
  'Italian',
  'Chinese',
  'Japanese',
  'Mexican',
  'Indian',
  'Thai',
  'French',
  'American',
  'Greek',
  'Mediterranean',
  'Seafood',
  'Steakhouse',
  'Pizza',
  'Sushi',
  'Vegetarian',
  'Vegan',
] as const;
export type RandomizerCuisine = (typeof RANDOMIZER_CUISINES)[number];
