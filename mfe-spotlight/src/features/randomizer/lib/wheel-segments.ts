import { listedPriceDollars, shownPriceLevel, type PriceRange, type RandomRestaurantResult } from '@forkcast/contracts';

/** Fewer segments than this would look like a plain disc that doesn't visibly turn. */
const MIN_SEGMENTS = 4;

/**
 * The wheel shows the chosen cuisines, or the chosen price levels when no cuisine is chosen.
 * Short lists repeat so the wheel always has enough segments to look like a wheel.
 */
export function wheelSegments(cuisines: readonly string[], priceRange: readonly PriceRange[]): string[] {
  const labels: string[] = cuisines.length > 0 ? [...cuisines] : [...priceRange];
  if (labels.length === 0) return [];
  const segments = [...labels];
  while (segments.length < MIN_SEGMENTS) segments.push(...labels);
  return segments;
}

/**
 * Which segment stands for the pick (its cuisine, or its price), so the wheel can stop on it. An unknown
 * price stands for no segment: the result shows none, so the wheel must not have said '$$'.
 */
export function segmentIndexFor(segments: readonly string[], pick: RandomRestaurantResult): number | undefined {
  const cuisine = pick.cuisineType.trim().toLowerCase();
  const price = listedPriceDollars(shownPriceLevel(pick));
  const index = segments.findIndex((label) => label.toLowerCase() === cuisine || label === price);
  return index >= 0 ? index : undefined;
}
