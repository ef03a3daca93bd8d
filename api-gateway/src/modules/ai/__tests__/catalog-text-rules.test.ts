import { readFileSync } from 'node:fs';
import { DIETARY_OPTIONS, PRICE_RANGES, priceDollars, type DietaryWarning, type Restaurant } from '@forkcast/contracts';
import { DEFAULT_CATALOG_PATH, loadCatalog, type Catalog } from '../../restaurants/catalog/load-catalog';
import { CUISINE_PROFILES } from '../../restaurants/domain/cuisine-knowledge';
import { normalizeCuisines } from '../../restaurants/domain/cuisine-labels';
import { dietaryWarnings } from '../../restaurants/domain/dietary-warnings';
import { inferCuisinesFromName } from '../../restaurants/domain/infer-cuisine-from-name';
import type { Place } from '../../restaurants/domain/place';
import { hashSeed } from '../../restaurants/domain/seeded-random';
import { toRestaurant } from '../../restaurants/domain/to-restaurant';
import { placeFacts } from '../facts/place-facts';
import { counted, miles, plural } from '../facts/phrasing';
import { nearbyPlaceFacts, soloSwipeFacts, swipedPlaceFacts } from '../facts/session-facts';
import { compromisesTask, type CompromiseCandidate } from '../tasks/compromises';
import { describeRestaurantTask } from '../tasks/describe-restaurant';
import { discoverDescriptionTask } from '../tasks/discover-description';
import { restaurantInsightsTask } from '../tasks/restaurant-insights';
import { soloInsightsTask } from '../tasks/solo-insights';

/**
 * Every text the built-in engine writes, for every place of the bundled catalog, checked mechanically
 * against the facts it was written from (issue 17 item 9). The catalog has no prices, ratings or Google
 * places, so each place also gets a price level, rating and source by a hash of its id: every cuisine is
 * covered as it is tagged, and every price level across the catalog.
 */

interface RawRecord {
  id: string;
  name: string;
  amenity?: string;
  cuisine?: string[];
}

const AMENITY_LABELS: Record<string, string> = { cafe: 'Cafe', fast_food: 'Fast Food' };
const PRICE_LEVELS = [null, 1, 2, 3, 4] as const;
const DECK_SIZE = 20;
const NEARBY_CANDIDATES = 40;
const SESSION_RADIUS_MILES = 5;
/** Every third place is the search point of a session: ~720 solo and ~720 partnered sessions. */
const SESSION_STRIDE = 3;

let catalog: Catalog;
/** What the catalog's own tags say a place serves (cuisine=, amenity=): the only cuisines text may name. */
const taggedLabels = new Map<string, Set<string>>();
/** Every cuisine label any place could show, tagged or guessed from a name. */
const cuisineVocabulary = new Set<string>();
let places: Place[];

beforeAll(async () => {
  catalog = await loadCatalog();
  const records = JSON.parse(readFileSync(DEFAULT_CATALOG_PATH, 'utf8')) as RawRecord[];
  for (const record of records) {
    const labels = normalizeCuisines(record.cuisine);
    const amenity = record.amenity ? AMENITY_LABELS[record.amenity] : undefined;
    taggedLabels.set(record.id, new Set([...labels, ...(amenity ? [amenity] : [])]));
    for (const label of [...labels, ...normalizeCuisines(inferCuisinesFromName(record.name))]) cuisineVocabulary.add(label);
  }
  for (const profile of CUISINE_PROFILES) cuisineVocabulary.add(profile.label);
  for (const label of Object.values(AMENITY_LABELS)) cuisineVocabulary.add(label);

  places = [...catalog.places]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((place, index) => ({
      ...place,
      priceLevel: PRICE_LEVELS[index % PRICE_LEVELS.length]!,
      rating: index % 3 === 0 ? null : 3 + (hashSeed(place.id) % 21) / 10,
      source: index % 4 === 3 ? 'google' : place.source,
    }));
});

// ---------- the rules ----------

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase().replace(/[.!?]+$/, ''))
    .filter(Boolean);

function repeatedSentences(text: string): string[] {
  const seen = new Set<string>();
  return sentences(text).filter((sentence) => (seen.has(sentence) ? true : (seen.add(sentence), false)));
}

const PHRASE_WORDS = 4;

/** Two sentences saying the same thing in other words ("Opening hours aren't listed" twice) share a 4-word run. */
function restatedPhrases(text: string, names: readonly string[]): string[] {
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' | ');
  const seen = new Map<string, number>();
  const found: string[] = [];
  sentences(rest).forEach((sentence, index) => {
    const words = sentence.split(/[^a-z0-9'$]+/).filter(Boolean);
    for (let start = 0; start + PHRASE_WORDS <= words.length; start++) {
      const phrase = words.slice(start, start + PHRASE_WORDS).join(' ');
      const first = seen.get(phrase);
      if (first === undefined) seen.set(phrase, index);
      else if (first !== index && !found.includes(phrase)) found.push(phrase);
    }
  });
  return found;
}

const COUNT_NOUNS = ['place', 'like', 'pass', 'mile', 'cuisine', 'day', 'night', 'option', 'warning', 'review'];
const pluralOf = (noun: string) => (noun.endsWith('s') ? `${noun}es` : `${noun}s`);
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)`;
const SINGULAR_VERBS = ['carries', 'lists', 'has', 'is', 'was', 'shows', 'comes'];
const PLURAL_VERBS = ['carry', 'list', 'have', 'are', 'were', 'show', 'come'];

/** '1 places', '3 place', '1 of your 3 likes carry', '2 of your 3 likes carries', '0 miles'. */
function agreementErrors(text: string): string[] {
  const errors: string[] = [];
  for (const match of text.matchAll(new RegExp(String.raw`\b(${NUMBER}) (?:other |more |nearby )?([a-z]+)\b`, 'gi'))) {
    const [phrase, number, word] = match as unknown as [string, string, string];
    const one = /^(1|one)$/i.test(number);
    const singular = COUNT_NOUNS.find((noun) => noun === word.toLowerCase());
    const pluralNoun = COUNT_NOUNS.find((noun) => pluralOf(noun) === word.toLowerCase());
    if ((one && pluralNoun) || (!one && singular)) errors.push(phrase);
  }
  const subject = String.raw`\b(${NUMBER}) of (?:your|the|their|all) (?:\d+ )?[a-z]+ (?:you [a-z]+ )?`;
  for (const match of text.matchAll(new RegExp(`${subject}(${[...SINGULAR_VERBS, ...PLURAL_VERBS].join('|')})\\b`, 'gi'))) {
    const [phrase, number, verb] = match as unknown as [string, string, string];
    const one = /^(1|one)$/i.test(number);
    if (one ? PLURAL_VERBS.includes(verb) : SINGULAR_VERBS.includes(verb)) errors.push(phrase);
  }
  for (const match of text.matchAll(/\b0(?:\.0+)? miles?\b/gi)) errors.push(match[0]);
  // A plural label can't stand before a noun: 'a Sandwiches restaurant' ('a Swiss place' is fine).
  for (const match of text.matchAll(/\ban? (?:[A-Z][\w&-]* )*[A-Z][\w-]*[^s\W]s (?:spot|restaurant|kitchen|place)\b/g)) errors.push(match[0]);
  return errors;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Dish names may carry a cuisine word ('Greek salad', 'Thai iced tea') without calling the place that cuisine. */
const DISHES = [...new Set(CUISINE_PROFILES.flatMap((profile) => profile.dishes))].sort((a, b) => b.length - a.length);

/**
 * Cuisine labels a text names, longest first so 'Bubble Tea' is not also 'Tea'. Place names, partner
 * labels, addresses and diet names are taken out first ("Fishtown Diner" may say "Diner" as a name), and dishes.
 */
function cuisinesNamed(text: string, names: readonly string[]): string[] {
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' | ');
  for (const dish of DISHES) rest = rest.replace(new RegExp(escapeRegExp(dish), 'gi'), ' | ');
  const found: string[] = [];
  for (const label of [...cuisineVocabulary].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\w'-])${escapeRegExp(label)}(?![\\w'-])`, 'g');
    if (pattern.test(rest)) {
      found.push(label);
      rest = rest.replace(pattern, ' | ');
    }
  }
  return found;
}

/** Places allowed to be named in text about `ids`: their tags, and 'Restaurant' for none. */
function allowedCuisines(ids: readonly string[]): Set<string> {
  return new Set(ids.flatMap((id) => [...(taggedLabels.get(id) ?? [])]));
}

const DOLLARS = /(?<!\$)\${1,4}(?!\$)/g;

interface Violation {
  task: string;
  id: string;
  rule: string;
  detail: string;
  text: string;
}
const violations: Violation[] = [];

interface CheckOptions {
  /** Place names, addresses, partner labels: words a text may use whatever they contain. */
  names: string[];
  /** Places whose tags the text may name as cuisines. */
  cuisineIds: string[];
  /** Prices the text may state: the cards' dollars of places with a listed level. */
  prices: (string | null)[];
  /** The part written by the engine (quoted library lines taken out) for the cuisine rule; default all. */
  cuisineText?: string;
  /** The prose part for the restated-phrase rule (lists of like items share templates on purpose); default all, null: none. */
  proseText?: string | null;
}

function check(task: string, id: string, text: string, opts: CheckOptions) {
  const report = (rule: string, detail: string) => violations.push({ task, id, rule, detail, text });
  for (const sentence of repeatedSentences(text)) report('repeated sentence', sentence);
  if (opts.proseText !== null) for (const phrase of restatedPhrases(opts.proseText ?? text, opts.names)) report('restated phrase', phrase);
  for (const error of agreementErrors(text)) report('agreement or zero distance', error);
  const allowed = allowedCuisines(opts.cuisineIds);
  for (const label of cuisinesNamed(opts.cuisineText ?? text, opts.names)) if (!allowed.has(label)) report('cuisine not tagged', label);
  const known = new Set(opts.prices.filter((price): price is string => price !== null));
  for (const [price] of text.matchAll(DOLLARS)) if (!known.has(price)) report('price not shown on a card', price);
}

function expectNoViolations() {
  const byRule = new Map<string, Violation[]>();
  for (const violation of violations) byRule.set(`${violation.task}: ${violation.rule}`, [...(byRule.get(`${violation.task}: ${violation.rule}`) ?? []), violation]);
  const summary = [...byRule].map(([rule, list]) => `${rule} ×${list.length}, e.g. ${list[0]!.id} "${list[0]!.detail}" in: ${list[0]!.text}`);
  violations.length = 0;
  expect(summary).toEqual([]);
}

/** A price claim about one place: the card's dollars, only when the source lists a level. */
const claimablePrice = (place: Pick<Place, 'priceLevel'>) => (place.priceLevel === null ? null : priceDollars(place.priceLevel));

// ---------- helper outputs ----------

describe('the phrasing helpers', () => {
  it('puts one plural rule behind every count', () => {
    expect(counted(1, 'place')).toBe('1 place');
    expect(counted(0, 'place')).toBe('0 places');
    expect(counted(3, 'like')).toBe('3 likes');
    expect(counted(1.5, 'mile')).toBe('1.5 miles');
    expect(plural(1, 'carries', 'carry')).toBe('carries');
    expect(plural(3, 'carries', 'carry')).toBe('carry');
    expect(agreementErrors('1 of your 3 likes carry no warning.')).toEqual(['1 of your 3 likes carry']);
    expect(agreementErrors('2 of your 3 likes carries no warning.')).toEqual(['2 of your 3 likes carries']);
    expect(agreementErrors('You liked 1 places, 3 place and (0 miles).')).toEqual(['1 places', '3 place', '0 miles']);
    expect(agreementErrors('It is a Sandwiches restaurant, not a Swiss place.')).toEqual(['a Sandwiches restaurant']);
  });

  it('never says 0 miles and rounds like the cards', () => {
    expect(miles(0)).toBe('under a tenth of a mile');
    expect(miles(0.04)).toBe('under a tenth of a mile');
    expect(miles(0.05)).toBe('0.1 miles');
    expect(miles(1)).toBe('1 mile');
    expect(miles(0.96)).toBe('1 mile');
    expect(miles(2.345)).toBe('2.3 miles');
  });
});

// ---------- per place ----------

describe('text about one place, for the whole bundled catalog', () => {
  it('covers every tagged cuisine and every price level', () => {
    const levels = new Set(places.map((place) => place.priceLevel));
    expect([...levels].sort()).toEqual([1, 2, 3, 4, null]);
    expect(places.length).toBe(catalog.places.length);
  });

  it('descriptions', () => {
    let plantBased = 0;
    for (const place of places) {
      const { description } = describeRestaurantTask.builtin(placeFacts(place));
      check('description', place.id, description, { names: [place.name, ...(place.vicinity?.split(', ') ?? [])], cuisineIds: [place.id], prices: [claimablePrice(place)] });
      // An all-vegan pizzeria is not told to serve pepperoni: typical dishes assume a typical menu.
      if (place.diet.vegan === 'only' || place.diet.vegetarian === 'only') {
        plantBased++;
        const claims = [...(taggedLabels.get(place.id) ?? [])].reduce((text, label) => text.split(label).join(' | '), description).toLowerCase();
        const dishes = DISHES.filter((dish) => claims.includes(dish.toLowerCase()));
        if (dishes.length > 0) violations.push({ task: 'description', id: place.id, rule: 'dish at a plant-based kitchen', detail: dishes[0]!, text: description });
      }
    }
    expect(plantBased).toBeGreaterThan(0);
    expectNoViolations();
  });

  it('insights', () => {
    places.forEach((place, index) => {
      const restrictions = [DIETARY_OPTIONS[index % DIETARY_OPTIONS.length]!, ...(index % 2 ? [DIETARY_OPTIONS[(index + 3) % DIETARY_OPTIONS.length]!] : [])];
      const input = { place: placeFacts(place), dietaryWarnings: dietaryWarnings(place, restrictions) };
      const insights = restaurantInsightsTask.finalize!(input, restaurantInsightsTask.builtin(input));
      const generated = [insights.summary, insights.reviewsAnalysis];
      // Warnings quote the restaurants library word for word (the card shows the same); menu and best-for
      // lines are the knowledge base's dishes and occasions for the tagged cuisines ('Seafood lovers' for poke).
      const quoted = [...insights.warnings, ...insights.menuRecommendations, ...insights.bestFor].map((line) => (/[.!?]$/.test(line) ? line : `${line}.`));
      check('insights', place.id, [...generated, ...quoted].join(' '), {
        names: [place.name, ...(place.vicinity?.split(', ') ?? [])],
        cuisineIds: [place.id],
        prices: [claimablePrice(place)],
        cuisineText: generated.join(' '),
        // What the dialog shows as prose: summary, reviews and the engine's own advice (not the diet lines).
        proseText: [...generated, ...insights.warnings.filter((line) => !input.dietaryWarnings.some((warning) => line.includes(warning.warning)))].join(' '),
      });
    });
    expectNoViolations();
  });

  it('discover descriptions', () => {
    places.forEach((place, index) => {
      const restrictions = index % 3 === 0 ? [] : [DIETARY_OPTIONS[index % DIETARY_OPTIONS.length]!];
      const warnings = dietaryWarnings(place, restrictions);
      const input = {
        place: placeFacts(place),
        preferences: {
          priceRange: PRICE_RANGES.filter((_, level) => (index >> level) % 2 === 0),
          cuisinePreferences: index % 2 ? [...(taggedLabels.get(place.id) ?? [])].slice(0, 1) : ['Thai'],
          dietaryRestrictions: restrictions,
        },
        dietaryWarnings: warnings,
      };
      const { description } = discoverDescriptionTask.finalize!(input, discoverDescriptionTask.builtin(input));
      const generated = warnings.reduce((text, warning) => text.split(warning.warning).join(' '), description);
      check('discover', place.id, description, { names: [place.name, ...(place.vicinity?.split(', ') ?? [])], cuisineIds: [place.id], prices: [claimablePrice(place)], cuisineText: generated });
    });
    expectNoViolations();
  });
});

// ---------- per session ----------

interface Session {
  origin: { latitude: number; longitude: number };
  deck: { place: Place; card: Restaurant }[];
  nearby: { place: Place; distance: number }[];
}

const byId = () => new Map(places.map((place) => [place.id, place]));

/** Decks as sessions deal them: the places nearest a search point (the first one sits on it: distance 0). */
function sessions(restrictions: (index: number) => string[]): (Session & { index: number })[] {
  const withFacts = byId();
  const result: (Session & { index: number })[] = [];
  for (let index = 0; index < places.length; index += SESSION_STRIDE) {
    const center = places[index]!;
    const origin = { latitude: center.lat, longitude: center.lng };
    const around = catalog.index.within(origin, SESSION_RADIUS_MILES).map(({ item, miles: distance }) => ({ place: withFacts.get(item.id)!, distance }));
    if (around.length < 2) continue;
    result.push({
      index,
      origin,
      deck: around.slice(0, DECK_SIZE).map(({ place }) => ({ place, card: toRestaurant(place, origin, restrictions(index)) })),
      nearby: around.slice(DECK_SIZE, DECK_SIZE + NEARBY_CANDIDATES),
    });
  }
  return result;
}

/** Like or pass by a hash, with some all-pass and single-like sessions among them. */
function action(sessionIndex: number, placeId: string, position: number): 'like' | 'pass' {
  if (sessionIndex % 7 === 0) return 'pass';
  if (sessionIndex % 7 === 1) return position === 0 ? 'like' : 'pass';
  return hashSeed(`${sessionIndex}:${placeId}`) % 3 === 0 ? 'like' : 'pass';
}

describe('text about a session, for decks dealt all over the bundled catalog', () => {
  it('solo insights', () => {
    const restrictionsOf = (index: number) => (index % 2 ? [DIETARY_OPTIONS[index % DIETARY_OPTIONS.length]!] : []);
    for (const session of sessions(restrictionsOf)) {
      const restrictions = restrictionsOf(session.index);
      const swipes = session.deck.map(({ place, card }, position) => soloSwipeFacts(action(session.index, place.id, position), card, place, restrictions));
      const nearby = session.nearby.map(({ place, distance }) => nearbyPlaceFacts(place, distance));
      const insights = soloInsightsTask.builtin({ dietaryRestrictions: restrictions, swipes, nearby });
      const involved = [...session.deck.map(({ place }) => place), ...session.nearby.map(({ place }) => place)];
      const text = [insights.tasteProfile, ...insights.patterns, ...insights.recommendations].join(' ');
      check('solo insights', session.deck[0]!.place.id, text, {
        names: involved.flatMap((place) => [place.name, ...(place.vicinity?.split(', ') ?? [])]),
        cuisineIds: involved.map((place) => place.id),
        prices: session.deck.map(({ card }) => priceDollars(card.priceLevel)),
        proseText: null,
      });
    }
    expectNoViolations();
  });

  it('compromises', () => {
    const restrictionsOf = (index: number) => [DIETARY_OPTIONS[index % DIETARY_OPTIONS.length]!];
    const labels = ['Alex', 'Sam'] as const;
    for (const session of sessions(() => [])) {
      const restrictions = [restrictionsOf(session.index), session.index % 2 ? [] : restrictionsOf(session.index + 1)];
      const likes = [0, 1].map((member) =>
        session.deck.filter(({ place }, position) => action(session.index + member, place.id, position) === 'like'),
      );
      const likedIds = likes.map((list) => new Set(list.map(({ place }) => place.id)));
      const partners = [0, 1].map((member) => ({
        label: labels[member]!,
        dietaryRestrictions: restrictions[member]!,
        likes: likes[member]!.map(({ card, place }) => swipedPlaceFacts(card, place)),
      })) as Parameters<typeof compromisesTask.builtin>[0]['partners'];
      const candidates: CompromiseCandidate[] = session.deck.flatMap(({ place, card }) => {
        const by = [0, 1].filter((member) => likedIds[member]!.has(place.id));
        if (by.length !== 1) return [];
        const likedBy = by[0] as 0 | 1;
        const warningsForOther: DietaryWarning[] = dietaryWarnings(place, restrictions[likedBy === 0 ? 1 : 0]!);
        return [{ ...swipedPlaceFacts(card, place), rating: card.rating, likedBy, warningsForOther }];
      });
      if (candidates.length === 0) continue;
      const input = { partners, candidates };
      const output = compromisesTask.finalize!(input, compromisesTask.builtin(input));
      const named = new Map(session.deck.map(({ place }) => [place.id, place]));
      for (const item of output.compromises) {
        const candidate = candidates.find((entry) => entry.placeId === item.placeId)!;
        const generated = candidate.warningsForOther.reduce((text, warning) => text.split(warning.warning).join(' '), item.reason);
        const place = named.get(item.placeId)!;
        check('compromises', item.placeId, item.reason, {
          names: [...session.deck.map(({ place: each }) => each.name), ...labels, ...restrictions.flat()],
          // A reason may name the cuisine of the candidate or of the other partner's likes.
          cuisineIds: [place.id, ...partners.flatMap((partner) => partner.likes.map((like) => like.placeId))],
          prices: [claimablePrice(place)],
          cuisineText: generated,
        });
      }
    }
    expectNoViolations();
  });
});
