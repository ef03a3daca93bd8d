import { soloInsightsSchema, type SoloInsights } from '@forkcast/contracts';
import { findCuisineProfile } from '../../restaurants/domain/cuisine-knowledge';
import type { AiTask } from '../ai-task';
import { countWord, counted, dollars, joinAnd, miles, percent, plural } from '../facts/phrasing';

export interface SoloSwipeFacts {
  action: 'like' | 'pass';
  name: string;
  /** As the source lists them (never guessed from the name); empty when it lists none. */
  cuisines: string[];
  priceLevel: number | null;
  distance: number;
  /** True when the place carries no warning for the user's restrictions; null when they have none. */
  suitsDiet: boolean | null;
}

export interface NearbyPlaceFacts {
  name: string;
  /** As the source lists them; empty when it lists none. */
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
/** The cuisine a place counts under; null for a place whose source lists none (it counts under none). */
const primary = (place: { cuisines: string[] }): string | null => place.cuisines[0] ?? null;
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
    if (label === null) continue;
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
    const passed = input.swipes.length === 1 ? 'You passed on the one place you saw' : `You passed on all ${input.swipes.length} places this time`;
    return mostSeen.length > 0 ? `${passed}; ${joinAnd(mostSeen)} came up most and didn't win you over.` : `${passed}.`;
  }
  const favourites = tallies.filter((tally) => tally.likes > 0).slice(0, 2).map((tally) => tally.label);
  const price = modalPrice(likes);
  // A price claim only from prices the sources list: an unlisted one shows as the default on a card.
  const priceText = price && price.known * 2 >= likes.length ? `, mostly ${dollars(price.level)}` : '';
  if (likes.length === 1) {
    const cuisine = primary(likes[0]!);
    return `You liked one place, ${likes[0]!.name}${cuisine ? ` (${cuisine})` : ''}${priceText}, ${miles(likes[0]!.distance)} from where you searched.`;
  }
  const lean =
    favourites.length === 0
      ? `You liked ${countWord(likes.length)} places whose listings name no cuisine`
      : favourites.length > 1 || tallies[0]!.likes > 1
        ? `You lean toward ${joinAnd(favourites)}`
        : `You liked ${countWord(likes.length)} places, one of them ${favourites[0]}`;
  return `${lean}${priceText}, ${distanceClause(likes)}.`;
}

/** The prices of the places liked, told as the cards show them: a listed level, or the default for none. */
function priceLine(likes: readonly SoloSwipeFacts[]): string {
  const price = modalPrice(likes);
  if (likes.length === 1) {
    return price ? `The place you liked lists ${dollars(price.level)} prices.` : `The place you liked lists no price, so its card shows the default ${dollars(null)}.`;
  }
  if (!price) return `None of the ${likes.length} places you liked lists a price, so their cards show the default ${dollars(null)}.`;
  return `${price.known} of your ${likes.length} likes ${plural(price.known, 'lists', 'list')} a price; the most common is ${dollars(price.level)}.`;
}

/** How many likes carry no warning for the diet, with the verb agreeing with the count. */
function dietLine(likes: readonly SoloSwipeFacts[], restrictions: readonly string[]): string {
  const diet = `your ${joinAnd(restrictions.map((item) => item.toLowerCase()))} diet`;
  const suits = likes.filter((swipe) => swipe.suitsDiet === true).length;
  if (likes.length === 1) return `The place you liked carries ${suits === 1 ? 'no warning' : 'a warning'} for ${diet}.`;
  if (suits === 0) return `Each of your ${likes.length} likes carries a warning for ${diet}.`;
  return `${suits} of your ${likes.length} likes ${plural(suits, 'carries', 'carry')} no warning for ${diet}.`;
}

function patterns(input: SoloInsightsInput, tallies: CuisineTally[]): string[] {
  const likes = input.swipes.filter((swipe) => swipe.action === 'like');
  const passes = input.swipes.filter((swipe) => swipe.action === 'pass');
  const total = input.swipes.length;
  if (total === 0) return [];
  const lines = [`You liked ${likes.length} of ${counted(total, 'place')} (${percent(likes.length, total)}).`];

  for (const tally of tallies.filter((item) => item.likes > 0).slice(0, 2)) {
    const seen = tally.likes + tally.passes;
    lines.push(seen === 1 ? `${tally.label}: you liked the only one you saw.` : `${tally.label}: you liked ${tally.likes} of the ${seen} you saw.`);
  }
  const skipped = tallies.filter((tally) => tally.likes === 0 && tally.passes >= 2).sort((a, b) => b.passes - a.passes)[0];
  if (skipped) lines.push(`You passed on all ${skipped.passes} ${skipped.label} places.`);

  if (likes.length > 0 && passes.length > 0) {
    const liked = average(likes.map((swipe) => swipe.distance));
    const passed = average(passes.map((swipe) => swipe.distance));
    lines.push(`Places you liked were ${miles(liked)} away on average, against ${miles(passed)} for the ones you passed.`);
  }
  if (likes.length > 0) lines.push(priceLine(likes));
  if (input.dietaryRestrictions.length > 0 && likes.length > 0) lines.push(dietLine(likes, input.dietaryRestrictions));
  return lines;
}

function recommendations(input: SoloInsightsInput, tallies: CuisineTally[]): string[] {
  const favourites = tallies.filter((tally) => tally.likes > 0).slice(0, 2);
  const favouriteIds = new Set(favourites.map((tally) => cuisineId(tally.label)));
  const swipedIds = new Set(tallies.map((tally) => cuisineId(tally.label)));
  const disliked = new Set(tallies.filter((tally) => tally.likes === 0).map((tally) => cuisineId(tally.label)));
  const lines: string[] = [];

  // Chains repeat a name across branches: one recommendation per name.
  const names = new Set<string>();
  const nearby = input.nearby.filter((place) => !names.has(place.name) && names.add(place.name));

  const sameTaste = nearby.filter((place) => place.cuisines.some((label) => favouriteIds.has(cuisineId(label))));
  for (const place of sameTaste.slice(0, MAX_PLACE_RECOMMENDATIONS)) {
    const label = place.cuisines.find((item) => favouriteIds.has(cuisineId(item)))!;
    lines.push(`Try ${place.name}${place.street ? ` on ${place.street}` : ''}: another ${label} place, ${miles(place.distance)} away.`);
  }

  // Something new: the most common nearby cuisine they haven't seen yet (or, with no likes, haven't passed on).
  const fresh = new Map<string, { label: string; places: NearbyPlaceFacts[] }>();
  for (const place of nearby) {
    const label = primary(place);
    if (label === null) continue;
    const id = cuisineId(label);
    if (favourites.length > 0 ? swipedIds.has(id) : disliked.has(id)) continue;
    const entry = fresh.get(id) ?? { label, places: [] };
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

/** docs/product.md › Entities (Solo insights), read from the session's likes and passes. */
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
