// How places are shown (zod-free; contracts/restaurant.ts holds the schemas).

/** How strongly a place conflicts with one of the user's dietary restrictions. */
export const DIETARY_SEVERITIES = ['high', 'medium', 'low'] as const;

/**
 * The level an unknown price is sent as where the spec fixes it (a compromise's and the
 * randomizer's priceLevel: 2 when absent). Cards don't show it: '$$' reads as a fact.
 */
export const UNKNOWN_PRICE_LEVEL = 2;

/** Price as repeated dollar signs: 1 → '$', 4 → '$$$$'; unknown → '$$' (only where the spec fixes that). */
export function priceDollars(priceLevel: number | null | undefined): string {
  return listedPriceDollars(priceLevel) ?? '$'.repeat(UNKNOWN_PRICE_LEVEL);
}

/**
 * A payload whose price the spec fills in with 2 when unknown (a compromise, a random pick): that stand-in
 * level, and `priceKnown` saying whether the source listed a price. An answer without `priceKnown` (a
 * gateway from before it) is read from its priceLevel: known unless absent.
 */
export function withStandInPrice<T extends { priceLevel?: number | null; priceKnown?: boolean }>({ priceLevel, priceKnown, ...rest }: T) {
  return {
    ...rest,
    priceLevel: priceLevel ?? UNKNOWN_PRICE_LEVEL,
    priceKnown: priceKnown ?? (priceLevel !== null && priceLevel !== undefined),
  };
}

/**
 * The level a card shows for such a payload: none when the source listed none, as every other card and
 * the group ranking show an unknown price (the stand-in '$$' would read as a fact).
 */
export function shownPriceLevel(item: { priceLevel: number | null; priceKnown?: boolean }): number | null {
  return item.priceKnown === false ? null : item.priceLevel;
}

/** A price the source lists, as dollar signs; null when it lists none, and a card then shows no price. */
export function listedPriceDollars(priceLevel: number | null | undefined): string | null {
  return priceLevel && priceLevel >= 1 && priceLevel <= 4 ? '$'.repeat(Math.round(priceLevel)) : null;
}

/** Under every price filter: how places without a listed price are treated (no price range leaves them out). */
export const UNLISTED_PRICE_FILTER_NOTE = 'Places that list no price are never left out by the price filter.';

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
