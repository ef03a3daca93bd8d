import { z } from 'zod';
import { aiDescriptionSchema } from '@forkcast/contracts';
import type { AiTask } from '../ai-task';
import { cuisineProfiles, dietListing, plantBasedOnly, type PlaceFacts } from '../facts/place-facts';
import { capitalize, cuisineModifier } from '../facts/cuisine-words';
import { article, dollars, joinAnd, pick } from '../facts/phrasing';

export const descriptionOutputSchema = z.object({ description: aiDescriptionSchema });
export type DescriptionOutput = z.infer<typeof descriptionOutputSchema>;

/** Labels that already name a kind of place read better as a noun ('a steakhouse', not 'a Steakhouse spot'). */
const PLACE_NOUNS: Record<string, string> = {
  restaurant: 'restaurant',
  cafe: 'café',
  'coffee shop': 'coffee shop',
  bar: 'bar',
  pub: 'pub',
  'irish pub': 'Irish pub',
  'bar & grill': 'bar and grill',
  bakery: 'bakery',
  steakhouse: 'steakhouse',
  diner: 'diner',
  deli: 'deli',
  'fast food': 'fast-food spot',
  pizza: 'pizza place',
  burgers: 'burger joint',
  sandwich: 'sandwich shop',
  'ice cream': 'ice-cream shop',
  donut: 'donut shop',
  dessert: 'dessert spot',
  // Plural labels ('Sandwiches') can't stand before a noun: 'a Sandwiches restaurant'.
  sandwiches: 'sandwich shop',
  donuts: 'donut shop',
  desserts: 'dessert spot',
  tacos: 'taco spot',
  noodles: 'noodle house',
  salads: 'salad bar',
  wings: 'wing joint',
  crepes: 'crêperie',
  bagel: 'bagel shop',
  bagels: 'bagel shop',
  cheesesteaks: 'cheesesteak shop',
  'hot dogs': 'hot-dog stand',
  dumplings: 'dumpling house',
  'juice & smoothies': 'juice bar',
  tapas: 'tapas bar',
  oysters: 'oyster bar',
  'fish and chips': 'fish-and-chips shop',
  fries: 'fry shop',
  cocktails: 'cocktail bar',
  hotdogs: 'hot-dog stand',
  ribs: 'rib joint',
  'bubble tea': 'bubble-tea shop',
  tea: 'tea house',
  breakfast: 'breakfast spot',
  brunch: 'brunch spot',
  pastry: 'pastry shop',
  bistro: 'bistro',
  tavern: 'tavern',
  oyster: 'oyster bar',
  'shaved ice': 'shaved-ice stand',
  'fine dining': 'fine-dining restaurant',
};

/** 'an Italian kitchen', 'a seafood place', 'a steakhouse' (cuisine words as cuisine-words.ts writes them mid-sentence). */
export function placeKind(facts: Pick<PlaceFacts, 'cuisines' | 'placeId'>): string {
  const label = facts.cuisines[0] ?? 'Restaurant';
  const noun = PLACE_NOUNS[label.toLowerCase()];
  if (noun) return `${article(noun)} ${noun}`;
  const word = cuisineModifier(label);
  return `${article(word)} ${word} ${pick(facts.placeId, 'kind', ['spot', 'restaurant', 'kitchen', 'place'])}`;
}

/** 'on 18th Street in Philadelphia', 'in Austin', or '' when the source has no address. */
export function whereClause(facts: Pick<PlaceFacts, 'street' | 'locality'>): string {
  if (facts.street && facts.locality) return ` at ${facts.street} in ${facts.locality}`;
  if (facts.street) return ` at ${facts.street}`;
  if (facts.locality) return ` in ${facts.locality}`;
  return '';
}

/** "Dante & Luigi's is an Italian kitchen at 762 S 10th St in Philadelphia." */
export function introSentence(facts: PlaceFacts): string {
  const opener = pick(facts.placeId, 'intro', [
    () => `${facts.name} is ${placeKind(facts)}${whereClause(facts)}.`,
    () =>
      `${capitalize(placeKind(facts))}${whereClause(facts)}, ${facts.name} ${pick(facts.placeId, 'verb', ['keeps things simple', 'is worth a look', 'is one to consider'])}.`,
    () => `${whereClause(facts) ? `Find ${facts.name}${whereClause(facts)}` : `Meet ${facts.name}`}, ${placeKind(facts)}.`,
  ]);
  return opener();
}

function hoursClause(facts: PlaceFacts): string | null {
  if (facts.hours.length === 7 && facts.hours.every((line) => line.endsWith('Open 24 hours'))) return 'it never closes';
  if (facts.lateNight) return 'it stays open late on some nights';
  return facts.openDays === 7 ? 'it opens every day of the week' : null;
}

/**
 * The facts worth a second sentence, strongest first: what it serves, then what is known about this place.
 * `hours: false` leaves opening hours to a text that has its own sentence for them.
 */
export function detailSentence(facts: PlaceFacts, { hours = true } = {}): string | null {
  const [profile] = plantBasedOnly(facts.diet) ? [] : cuisineProfiles(facts.cuisines, { exact: true });
  const extras: string[] = [];
  const listing = dietListing(facts.diet);
  if (listing) extras.push(`${listing} on OpenStreetMap`);
  if (facts.rating !== null)
    extras.push(`it is rated ${facts.rating.toFixed(1)}${facts.priceLevel ? ` with ${dollars(facts.priceLevel)} prices` : ''}`);
  else if (facts.priceLevel) extras.push(`prices run ${dollars(facts.priceLevel)}`);
  const hoursFact = hours ? hoursClause(facts) : null;
  if (hoursFact) extras.push(hoursFact);

  const extra = extras[0];
  if (profile) {
    const start = facts.placeId.length % profile.dishes.length;
    const dishes = [profile.dishes[start]!, profile.dishes[(start + 1) % profile.dishes.length]!];
    // The knowledge base's label as a modifier: 'typical pizza picks', 'burger staples', 'the Italian classics'.
    const kind = cuisineModifier(profile.label);
    const lead = pick(facts.placeId, 'dishes', [
      `Typical ${kind} picks include ${joinAnd(dishes)}`,
      `${capitalize(kind)} staples like ${joinAnd(dishes)} are the usual draw`,
      `Think ${joinAnd(dishes)}, the ${kind} classics`,
    ]);
    return `${lead}${extra ? `, and ${extra}` : ''}.`;
  }
  return extra ? `${extra.charAt(0).toUpperCase()}${extra.slice(1)}.` : null;
}

/** `aiDescription` on swipe cards: one or two sentences from the place's facts. */
export const describeRestaurantTask: AiTask<PlaceFacts, DescriptionOutput> = {
  kind: 'description',
  schema: descriptionOutputSchema,
  instructions:
    'Write a one- or two-sentence description (under 300 characters) of this restaurant for a swipe card. ' +
    'Use its name, cuisine, neighbourhood and any listed facts (diet tags, hours, rating, price). ' +
    'Dishes may only be described as typical of the cuisine. Answer as {"description": "..."}.',
  builtin(facts) {
    const detail = detailSentence(facts);
    return { description: detail ? `${introSentence(facts)} ${detail}` : introSentence(facts) };
  },
};
