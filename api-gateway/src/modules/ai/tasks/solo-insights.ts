import { soloInsightsSchema, type SoloInsights } from '@forkcast/contracts';
import { cuisineKey, findCuisineProfile } from '../../restaurants/domain/cuisine-knowledge';
import type { AiTask } from '../ai-task';
import { placeNameKey } from '../../restaurants/domain/duplicates';
import { capitalize, cuisineModifier, cuisineNoun } from '../facts/cuisine-words';
import { countWord, counted, dollars, joinAnd, miles, percent, plural } from '../facts/phrasing';

export interface SoloSwipeFacts {
  action: 'like' | 'pass';
  name: string;
  /** The card's label first (as the user saw it), then the others the source lists; empty when the card showed none. */
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
/**
 * What likes are counted under: the label itself, so the cuisine a sentence names is exactly what its
 * count covers (Pasta counts as pasta, not under the Italian profile that covers it).
 */
const tallyKey = (label: string) => cuisineKey(label);
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
    const tally = tallies.get(tallyKey(label)) ?? { label, likes: 0, passes: 0 };
    if (swipe.action === 'like') tally.likes++;
    else tally.passes++;
    tallies.set(tallyKey(label), tally);
  }
  return [...tallies.values()].sort(
    (a, b) => b.likes - a.likes || b.likes / (b.likes + b.passes) - a.likes / (a.likes + a.passes) || a.label.localeCompare(b.label),
  );
}

/** The price level most likes list, when at least two do and no other level is as common; else null. */
function clearPrice(likes: readonly SoloSwipeFacts[]): number | null {
  const counts = new Map<number, number>();
  for (const like of likes) if (like.priceLevel !== null) counts.set(like.priceLevel, (counts.get(like.priceLevel) ?? 0) + 1);
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  if (!first || first[1] < 2 || (second && second[1] === first[1])) return null;
  // "Mostly" needs most of the likes behind it, not just most of the few that list a price.
  return first[1] * 2 > likes.length ? first[0] : null;
}

function distanceClause(likes: readonly SoloSwipeFacts[]): string {
  const farthest = Math.max(...likes.map((like) => like.distance));
  if (farthest <= 1) return 'within a mile of where you searched';
  return `mostly within ${miles(Math.ceil(average(likes.map((like) => like.distance))))} of where you searched`;
}

/** A cuisine claim needs at least this many likes behind it (never a lean from one like). */
const MIN_CLAIM_LIKES = 2;

/**
 * What the likes say about cuisines, claiming only what the counts carry: a lean needs two or more likes
 * and a clear share (more than any other cuisine and at least a third of the likes); a tie is said as a tie.
 */
function cuisineSentence(likes: readonly SoloSwipeFacts[], tallies: CuisineTally[]): string {
  const liked = tallies.filter((tally) => tally.likes > 0);
  const count = countWord(likes.length);
  if (liked.length === 0) return `You liked ${count} places whose listings name no cuisine.`;
  const top = liked[0]!.likes;
  if (top < MIN_CLAIM_LIKES) {
    return likes.every((like) => primary(like) !== null)
      ? `You liked ${count} places, each a different cuisine, so no taste stands out yet.`
      : `You liked ${count} places, and no cuisine came up twice, so no taste stands out yet.`;
  }
  const leaders = liked.filter((tally) => tally.likes === top).sort((a, b) => a.label.localeCompare(b.label));
  const share = `${top} of your ${likes.length} likes`;
  if (leaders.length === 1) {
    const noun = cuisineNoun(leaders[0]!.label);
    return top * 3 >= likes.length
      ? `You lean toward ${noun} (${share}).`
      : `No cuisine stands out yet: ${noun} came up most, with ${share}.`;
  }
  if (leaders.length <= 3) return `${capitalize(joinAnd(leaders.map((tally) => cuisineNoun(tally.label))))} tie, with ${top} likes each.`;
  return `No cuisine stands out yet: ${countWord(leaders.length)} cuisines tie with ${top} likes each.`;
}

function tasteProfile(input: SoloInsightsInput, tallies: CuisineTally[]): string {
  const likes = input.swipes.filter((swipe) => swipe.action === 'like');
  if (input.swipes.length === 0) return "You haven't swiped any places in this session yet, so there is no taste profile to read.";
  if (likes.length === 0) {
    const mostSeen = [...tallies]
      .sort((a, b) => b.passes - a.passes || a.label.localeCompare(b.label))
      .slice(0, 2)
      .map((tally) => cuisineNoun(tally.label));
    const passed =
      input.swipes.length === 1 ? 'You passed on the one place you saw' : `You passed on all ${input.swipes.length} places this time`;
    return mostSeen.length > 0 ? `${passed}; ${joinAnd(mostSeen)} came up most and didn't win you over.` : `${passed}.`;
  }
  if (likes.length === 1) {
    const cuisine = primary(likes[0]!);
    return `You liked one place, ${likes[0]!.name}${cuisine ? ` (${cuisineNoun(cuisine)})` : ''}, ${miles(likes[0]!.distance)} from where you searched.`;
  }
  // A price claim only from prices the sources list, and only when two or more likes share it.
  const price = clearPrice(likes);
  return `${cuisineSentence(likes, tallies)} Your likes are ${price !== null ? `mostly ${dollars(price)} and ` : ''}${distanceClause(likes)}.`;
}

/** The prices of the places liked, as their cards show them: only listed prices, and how many list one. */
function priceLine(likes: readonly SoloSwipeFacts[]): string {
  const known = likes.filter((like) => like.priceLevel !== null);
  if (likes.length === 1)
    return known.length === 1
      ? `The place you liked lists ${dollars(known[0]!.priceLevel)} prices.`
      : 'The place you liked lists no price.';
  if (known.length === 0) return `None of the ${likes.length} places you liked lists a price.`;
  const levels = [...new Set(known.map((like) => like.priceLevel!))].sort((a, b) => a - b);
  if (known.length === 1) return `Only 1 of your ${likes.length} likes lists a price: ${dollars(levels[0]!)}.`;
  const listed =
    known.length === likes.length
      ? `All ${likes.length} of your likes list a price`
      : `${known.length} of your ${likes.length} likes ${plural(known.length, 'lists', 'list')} a price`;
  if (levels.length === 1) return `${listed}, all ${dollars(levels[0]!)}.`;
  const price = clearPrice(known);
  return price !== null
    ? `${listed}; the most common is ${dollars(price)}.`
    : `${listed}, from ${dollars(levels[0]!)} to ${dollars(levels.at(-1)!)}.`;
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
    lines.push(
      seen === 1 ? `${tally.label}: you liked the only one you saw.` : `${tally.label}: you liked ${tally.likes} of the ${seen} you saw.`,
    );
  }
  const skipped = tallies.filter((tally) => tally.likes === 0 && tally.passes >= 2).sort((a, b) => b.passes - a.passes)[0];
  if (skipped) {
    const kind = `${cuisineModifier(skipped.label)} places`;
    lines.push(skipped.passes === 2 ? `You passed on both ${kind}.` : `You passed on all ${countWord(skipped.passes)} ${kind}.`);
  }

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

  // Chains repeat a name across branches: one recommendation per name, and none that shares a name with a
  // place already swiped (a near-duplicate of a liked place is no new suggestion).
  const names = new Set(input.swipes.map((swipe) => placeNameKey(swipe.name)));
  const nearby = input.nearby.filter((place) => !names.has(placeNameKey(place.name)) && names.add(placeNameKey(place.name)));

  const sameTaste = nearby.filter((place) => place.cuisines.some((label) => favouriteIds.has(cuisineId(label))));
  for (const place of sameTaste.slice(0, MAX_PLACE_RECOMMENDATIONS)) {
    const label = place.cuisines.find((item) => favouriteIds.has(cuisineId(item)))!;
    // '1929 Chestnut Street' is an address (at), 'Chestnut Street' a street (on).
    const where = place.street ? ` ${/^\d/.test(place.street) ? 'at' : 'on'} ${place.street}` : '';
    lines.push(`Try ${place.name}${where}: another ${cuisineModifier(label)} place, ${miles(place.distance)} away.`);
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
    lines.push(
      `Branch out with ${cuisineNoun(branchOut.label)}: ${countWord(count)} ${plural(count, 'place')} nearby you haven't swiped, such as ${branchOut.places[0]!.name} (${miles(branchOut.places[0]!.distance)}).`,
    );
  }
  if (lines.length === 0) lines.push("Widen your search radius next time to see places you haven't swiped yet.");
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
    return {
      tasteProfile: tasteProfile(input, tallies),
      recommendations: recommendations(input, tallies),
      patterns: patterns(input, tallies),
    };
  },
};
