import { soloInsightsSchema, type SoloInsights } from '@forkcast/shared-ui/contracts';
import { findCuisineProfile } from '../../restaurants/domain/cuisine-knowledge';
import type { AiTask } from '../ai-task';
import { countWord, dollars, joinAnd, miles, percent, plural } from '../facts/phrasing';

export interface SoloSwipeFacts {
  action: 'like' | 'pass';
  name: string;
  cuisines: string[];
  priceLevel: number | null;
  distance: number;
  /** True when the place carries no warning for the user's restrictions; null when they have none. */
  suitsDiet: boolean | null;
}

export interface NearbyPlaceFacts {
  name: string;
  cuisines: string[];
  priceLevel: number | null;
  distance: number;
  street: string | null;
}

export interface SoloInsightsInput {
  dietaryRestrictions: string[];
  /** In swipe order. */
  swipes: SoloSwipeFacts[];
  /** Real places near the session's search point that the user did not swipe, nearest first, without high-severity diet conflicts. */
  nearby: NearbyPlaceFacts[];
}

const MAX_PLACE_RECOMMENDATIONS = 3;
const cuisineId = (label: string) => findCuisineProfile(label)?.slug ?? label.toLowerCase();
const primary = (place: { cuisines: string[] }) => place.cuisines[0] ?? 'Restaurant';
const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

interface CuisineTally {
  label: string;
  likes: number;
  passes: number;
}

function tallyCuisines(swipes: readonly SoloSwipeFacts[]): CuisineTally[] {
  const tallies = new Map<string, CuisineTally>();
  for (const swipe of swipes) {
    const label = primary(swipe);
    const tally = tallies.get(cuisineId(label)) ?? { label, likes: 0, passes: 0 };
    if (swipe.action === 'like') tally.likes++;
    else tally.passes++;
    tallies.set(cuisineId(label), tally);
  }
  return [...tallies.values()].sort(
    (a, b) => b.likes - a.likes || b.likes / (b.likes + b.passes) - a.likes / (a.likes + a.passes) || a.label.localeCompare(b.label),
  );
}

function modalPrice(likes: readonly SoloSwipeFacts[]): { level: number; known: number } | null {
  const known = likes.filter((like) => like.priceLevel !== null);
  if (known.length === 0) return null;
  const counts = new Map<number, number>();
  for (const like of known) counts.set(like.priceLevel!, (counts.get(like.priceLevel!) ?? 0) + 1);
  const [level] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
  return { level, known: known.length };
}

function distanceClause(likes: readonly SoloSwipeFacts[]): string {
  const farthest = Math.max(...likes.map((like) => like.distance));
  if (farthest <= 1) return 'within a mile of where you searched';
  return `mostly within ${miles(Math.ceil(average(likes.map((like) => like.distance))))} of where you searched`;
}

function tasteProfile(input: SoloInsightsInput, tallies: CuisineTally[]): string {
  const likes = input.swipes.filter((swipe) => swipe.action === 'like');
  if (input.swipes.length === 0) return "You haven't swiped any places in this session yet, so there is no taste profile to read.";
  if (likes.length === 0) {
    const mostSeen = [...tallies].sort((a, b) => b.passes - a.passes || a.label.localeCompare(b.label)).slice(0, 2).map((tally) => tally.label);
    return `You passed on all ${input.swipes.length} places this time; ${joinAnd(mostSeen)} came up most and didn't win you over.`;
  }
  const favourites = tallies.filter((tally) => tally.likes > 0).slice(0, 2).map((tally) => tally.label);
  const price = modalPrice(likes);
  const priceText = price && price.known * 2 >= likes.length ? `, mostly ${dollars(price.level)}` : '';
  if (likes.length === 1) {
    return `You liked one place, ${likes[0]!.name} (${primary(likes[0]!)})${priceText}, ${miles(likes[0]!.distance)} from where you searched.`;
  }
  const lean = favourites.length > 1 || tallies[0]!.likes > 1 ? `You lean toward ${joinAnd(favourites)}` : `Your likes were spread across ${countWord(tallies.filter((tally) => tally.likes > 0).length)} cuisines`;
  return `${lean}${priceText}, ${distanceClause(likes)}.`;
}

function patterns(input: SoloInsightsInput, tallies: CuisineTally[]): string[] {
  const likes = input.swipes.filter((swipe) => swipe.action === 'like');
  const passes = input.swipes.filter((swipe) => swipe.action === 'pass');
  const total = input.swipes.length;
  if (total === 0) return [];
  const lines = [`You liked ${likes.length} of ${total} ${plural(total, 'place')} (${percent(likes.length, total)}).`];

  for (const tally of tallies.filter((item) => item.likes > 0).slice(0, 2)) {
    lines.push(`${tally.label}: you liked ${tally.likes} of the ${tally.likes + tally.passes} you saw.`);
  }
  const skipped = tallies.filter((tally) => tally.likes === 0 && tally.passes >= 2).sort((a, b) => b.passes - a.passes)[0];
  if (skipped) lines.push(`You passed on all ${skipped.passes} ${skipped.label} places.`);

  if (likes.length > 0 && passes.length > 0) {
    const liked = average(likes.map((swipe) => swipe.distance));
    const passed = average(passes.map((swipe) => swipe.distance));
    lines.push(`Places you liked were ${miles(liked)} away on average, against ${miles(passed)} for the ones you passed.`);
  }
  if (likes.length > 0) {
    const price = modalPrice(likes);
    lines.push(
      price
        ? `${price.known} of your ${likes.length} likes list a price; the most common is ${dollars(price.level)}.`
        : `None of the ${likes.length} places you liked list a price in this data.`,
    );
  }
  if (input.dietaryRestrictions.length > 0 && likes.length > 0) {
    const suits = likes.filter((swipe) => swipe.suitsDiet === true).length;
    lines.push(`${suits} of your ${likes.length} likes carry no warning for your ${joinAnd(input.dietaryRestrictions.map((item) => item.toLowerCase()))} diet.`);
  }
  return lines;
}

function recommendations(input: SoloInsightsInput, tallies: CuisineTally[]): string[] {
  const favourites = tallies.filter((tally) => tally.likes > 0).slice(0, 2);
  const favouriteIds = new Set(favourites.map((tally) => cuisineId(tally.label)));
  const swipedIds = new Set(tallies.map((tally) => cuisineId(tally.label)));
  const disliked = new Set(tallies.filter((tally) => tally.likes === 0).map((tally) => cuisineId(tally.label)));
  const lines: string[] = [];

  const sameTaste = input.nearby.filter((place) => place.cuisines.some((label) => favouriteIds.has(cuisineId(label))));
  for (const place of sameTaste.slice(0, MAX_PLACE_RECOMMENDATIONS)) {
    const label = place.cuisines.find((item) => favouriteIds.has(cuisineId(item))) ?? primary(place);
    lines.push(`Try ${place.name}${place.street ? ` on ${place.street}` : ''}: another ${label} place, ${miles(place.distance)} away.`);
  }

  // Something new: the most common nearby cuisine they haven't seen yet (or, with no likes, haven't passed on).
  const fresh = new Map<string, { label: string; places: NearbyPlaceFacts[] }>();
  for (const place of input.nearby) {
    const id = cuisineId(primary(place));
    if (primary(place) === 'Restaurant' || (favourites.length > 0 ? swipedIds.has(id) : disliked.has(id))) continue;
    const entry = fresh.get(id) ?? { label: primary(place), places: [] };
    entry.places.push(place);
    fresh.set(id, entry);
  }
  const branchOut = [...fresh.values()].sort((a, b) => b.places.length - a.places.length || a.label.localeCompare(b.label))[0];
  if (branchOut) {
    const count = branchOut.places.length;
    lines.push(`Branch out with ${branchOut.label}: ${countWord(count)} ${plural(count, 'place')} nearby you haven't swiped, such as ${branchOut.places[0]!.name} (${miles(branchOut.places[0]!.distance)}).`);
  }
  if (lines.length === 0) lines.push('Widen your search radius next time to see places you haven\'t swiped yet.');
  return lines;
}

/** Spec §3 Solo insights, read from the session's likes and passes. */
export const soloInsightsTask: AiTask<SoloInsightsInput, SoloInsights> = {
  kind: 'solo-insights',
  schema: soloInsightsSchema,
  instructions:
    'A user swiped restaurants alone. From their likes AND passes write "tasteProfile" (1-2 sentences on the cuisines, prices and distances they lean toward), ' +
    '"recommendations" (2-4 items; name only places from "nearby" or cuisines found there) and "patterns" (3-6 concrete observations with numbers). ' +
    'Prices are 1-4 ($-$$$$), null means not listed; distances are miles.',
  builtin(input) {
    const tallies = tallyCuisines(input.swipes);
    return { tasteProfile: tasteProfile(input, tallies), recommendations: recommendations(input, tallies), patterns: patterns(input, tallies) };
  },
};
