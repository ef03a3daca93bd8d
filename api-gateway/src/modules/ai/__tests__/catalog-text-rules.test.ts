import { DIETARY_OPTIONS, PRICE_RANGES, priceDollars, type DietaryWarning, type Restaurant } from '@forkcast/contracts';
import { DEFAULT_CATALOG_PATH, loadCatalog, readAreaRecords, readCatalogIndex, type Catalog } from '../../restaurants/catalog/load-catalog';
import { CUISINE_PROFILES } from '../../restaurants/domain/cuisine-knowledge';
import { normalizeCuisines } from '../../restaurants/domain/cuisine-labels';
import { dietaryWarnings } from '../../restaurants/domain/dietary-warnings';
import { inferCuisinesFromName } from '../../restaurants/domain/infer-cuisine-from-name';
import type { Place } from '../../restaurants/domain/place';
import { hashSeed } from '../../restaurants/domain/seeded-random';
import { toRestaurant } from '../../restaurants/domain/to-restaurant';
import { placeNameKey } from '../../restaurants/domain/duplicates';
import { capitalize, cuisineModifier, cuisineNoun, hasCommonNounWord } from '../facts/cuisine-words';
import { placeFacts, type PlaceFacts } from '../facts/place-facts';
import { counted, miles, plural } from '../facts/phrasing';
import { cuisineKey } from '../../restaurants/domain/cuisine-knowledge';
import { nearbyPlaceFacts, soloSwipeFacts, swipedPlaceFacts } from '../facts/session-facts';
import { compromisesTask, type CompromiseCandidate } from '../tasks/compromises';
import { describeRestaurantTask } from '../tasks/describe-restaurant';
import { discoverDescriptionTask } from '../tasks/discover-description';
import { restaurantInsightsTask } from '../tasks/restaurant-insights';
import { soloInsightsTask } from '../tasks/solo-insights';
import { nearestPlacesIndex, type NearbyPlace } from './nearest-places';

/**
 * Every text the built-in engine writes, for every place of the bundled catalog (every area), checked
 * mechanically against the facts it was written from. The catalog has no prices, ratings or Google
 * places, so each place also gets a price level, rating and source by a hash of its id: every cuisine is
 * covered as it is tagged, and every price level across the catalog.
 *
 * Nothing is sampled: every place's own texts and every session below are checked, in all eight areas
 * (18,000 places, 76,000 texts) in under a minute. What makes that possible: sentence rules run once per
 * distinct masked sentence (bySentence), patterns are compiled once and skipped for texts without their
 * words, place facts are built once per place, and sessions find their neighbours once, without the
 * haversine-per-candidate search that is slow under jest (nearest-places.ts).
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
/** Every third place is the search point of a session: ~6,000 solo and ~6,000 partnered sessions. */
const SESSION_STRIDE = 3;

let catalog: Catalog;
/** Which catalog area (index.json name) each place comes from, for the summary. */
const areaOf = new Map<string, string>();
/** What the catalog's own tags say a place serves (cuisine=, amenity=): the only cuisines text may name. */
const taggedLabels = new Map<string, Set<string>>();
/** Every cuisine label any place could show, tagged or guessed from a name. */
const cuisineVocabulary = new Set<string>();
/** The catalog's places with the price level, rating and source the checks give them. */
let places: Place[];

beforeAll(async () => {
  catalog = await loadCatalog();
  for (const area of (await readCatalogIndex()).areas) {
    for (const record of (await readAreaRecords(DEFAULT_CATALOG_PATH, area)) as RawRecord[]) {
      areaOf.set(record.id, area.name);
      const labels = normalizeCuisines(record.cuisine);
      const amenity = record.amenity ? AMENITY_LABELS[record.amenity] : undefined;
      taggedLabels.set(record.id, new Set([...labels, ...(amenity ? [amenity] : [])]));
      for (const label of [...labels, ...normalizeCuisines(inferCuisinesFromName(record.name))]) cuisineVocabulary.add(label);
    }
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

/**
 * Names, addresses and partner labels are the source's words, not the engine's: they are masked, longest
 * first, before the rules read a text, so 'Go! Go! Curry' and 'Mr. Chen' end no sentence, '36-21 Review
 * Avenue' is no count and '$1 Pizza' no price. A mask is no word, digit or full stop.
 */
function maskNames(text: string, names: readonly string[], mask: (index: number) => string = () => ' ⁂ '): string {
  const present = [...new Set(names.filter((name) => name && text.includes(name)))].sort((a, b) => b.length - a.length);
  let rest = text;
  present.forEach((name, index) => {
    // A bare house number ('1, San Francisco') is no part of '0.1 miles'.
    const pattern = /^[\d.]+$/.test(name) ? new RegExp(`(?<![\\d.])${name.replace(/\./g, '\\.')}(?![\\d.])`) : name;
    rest = rest.split(pattern).join(mask(index));
  });
  return rest;
}

/** One private-use character per name, so 'Try A: …' and 'Try B: …' stay two sentences for the repeat rule. */
const maskOfItsOwn = (index: number) => ` ${String.fromCharCode(0xe000 + index)} `;

/**
 * A rule that reads one sentence at a time, run once per distinct (masked) sentence: the catalog's 80,000
 * texts share most of their sentences ('⁂ is a pizza place at ⁂.', 'It is rated 4.2 with $$ prices.'), and
 * the rules were most of the check's time. Every sentence of every text is still read.
 */
function bySentence(rule: (sentence: string) => string[]): (text: string) => string[] {
  const read = new Map<string, string[]>();
  return (text) =>
    text.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
      let found = read.get(sentence);
      if (!found) {
        found = rule(sentence);
        read.set(sentence, found);
      }
      return found;
    });
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) =>
      sentence
        .trim()
        .toLowerCase()
        .replace(/[.!?]+$/, ''),
    )
    .filter(Boolean);

function repeatedSentences(text: string): string[] {
  const seen = new Set<string>();
  return sentences(text).filter((sentence) => (seen.has(sentence) ? true : (seen.add(sentence), false)));
}

const PHRASE_WORDS = 4;

/** Two sentences saying the same thing in other words ("Opening hours aren't listed" twice) share a 4-word run. */
function restatedPhrases(text: string): string[] {
  const seen = new Map<string, number>();
  const found: string[] = [];
  sentences(text).forEach((sentence, index) => {
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

const COUNTED_NOUN = new RegExp(String.raw`\b(${NUMBER}) (?:other |more |nearby )?([a-z]+)\b`, 'gi');
const COUNTED_SUBJECT = new RegExp(
  String.raw`\b(${NUMBER}) of (?:your|the|their|all) (?:\d+ )?[a-z]+ (?:you [a-z]+ )?(${[...SINGULAR_VERBS, ...PLURAL_VERBS].join('|')})\b`,
  'gi',
);

/** '1 places', '3 place', '1 of your 3 likes carry', '2 of your 3 likes carries', '0 miles', 'open 0 days'. */
function agreementErrors(text: string): string[] {
  const errors: string[] = [];
  for (const match of text.matchAll(COUNTED_NOUN)) {
    const [phrase, number, word] = match as unknown as [string, string, string];
    const one = /^(1|one)$/i.test(number);
    const singular = COUNT_NOUNS.find((noun) => noun === word.toLowerCase());
    const pluralNoun = COUNT_NOUNS.find((noun) => pluralOf(noun) === word.toLowerCase());
    if ((one && pluralNoun) || (!one && singular)) errors.push(phrase);
  }
  for (const match of text.matchAll(COUNTED_SUBJECT)) {
    const [phrase, number, verb] = match as unknown as [string, string, string];
    const one = /^(1|one)$/i.test(number);
    if (one ? PLURAL_VERBS.includes(verb) : SINGULAR_VERBS.includes(verb)) errors.push(phrase);
  }
  for (const match of text.matchAll(/\b0(?:\.0+)? miles?\b/gi)) errors.push(match[0]);
  // Hours that list no open day ('off') are said as such, not counted.
  for (const match of text.matchAll(/\bopen 0 days?\b/gi)) errors.push(match[0]);
  // A plural label can't stand before a noun: 'a Sandwiches restaurant' ('a Swiss place' is fine).
  for (const match of text.matchAll(/\ban? (?:[A-Z][\w&-]* )*[A-Z][\w-]*[^s\W]s (?:spot|restaurant|kitchen|place)\b/g))
    errors.push(match[0]);
  return errors;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Dish names may carry a cuisine word ('Greek salad', 'Thai iced tea') without calling the place that cuisine. */
const DISHES = [...new Set(CUISINE_PROFILES.flatMap((profile) => profile.dishes))].sort((a, b) => b.length - a.length);
const DISH_PATTERN = new RegExp(DISHES.map(escapeRegExp).join('|'), 'gi');

/**
 * Cuisine labels a masked text names (place names, partner labels, addresses, diet names and the allowed
 * labels taken out by maskNames: "Fishtown Diner" may say "Diner" as a name), longest first so 'Bubble Tea'
 * is not also 'Tea'. Dishes are taken out here. A pattern runs only on a text holding its words.
 */
function cuisinesNamed(masked: string): string[] {
  let rest = masked.replace(DISH_PATTERN, ' | ');
  const found: string[] = [];
  for (const { label, pattern } of compiled().labels) {
    if (!rest.includes(label)) continue;
    pattern.lastIndex = 0;
    if (pattern.test(rest)) {
      found.push(label);
      rest = rest.replace(pattern, ' | ');
    }
  }
  // Mid-sentence a common noun is lower case ('a seafood place', 'lean toward pizza'): those forms where the
  // engine's sentences put a cuisine, so the rule still sees them (diet words are left to the diet lines).
  const lower = rest.toLowerCase();
  for (const { label, form, pattern } of compiled().lowerForms) {
    if (!lower.includes(form)) continue;
    pattern.lastIndex = 0;
    if (pattern.test(rest)) {
      found.push(label);
      rest = rest.replace(pattern, ' | ');
    }
  }
  return found;
}

/**
 * The ways a text may write an allowed label ('Bar & Grill': 'bar & grill', 'bar and grill'; 'Irish Pub':
 * 'Irish pub'; 'Upscale Mexican': 'upscale Mexican'; 'Comfort food' opening a sentence), masked with the
 * names before cuisinesNamed reads it, so a label's own words are never read as another label ('Mexican',
 * 'Irish', 'Grill', 'Comfort').
 */
function labelForms(label: string): string[] {
  const known = formsOf.get(label);
  if (known) return known;
  const written = [label, cuisineNoun(label), cuisineModifier(label)].flatMap((form) => [form, capitalize(form)]);
  const forms = [...new Set(written.flatMap((form) => [form, form.replace(/ & /g, ' and ')]))];
  formsOf.set(label, forms);
  return forms;
}
const formsOf = new Map<string, string[]>();

interface LabelPattern {
  label: string;
  pattern: RegExp;
}

/** The rules' patterns, built once the vocabulary is known (beforeAll). */
let patterns: {
  labels: LabelPattern[];
  lowerForms: (LabelPattern & { form: string })[];
  capitalised: LabelPattern[];
  plural: RegExp;
} | null = null;
function compiled() {
  if (patterns) return patterns;
  const byLength = [...cuisineVocabulary].sort((a, b) => b.length - a.length);
  const labels = byLength.map((label) => ({ label, pattern: new RegExp(`(?<![\\w'-])${escapeRegExp(label)}(?![\\w'-])`, 'g') }));
  const lowerForms = byLength
    .filter((label) => hasCommonNounWord(label) && !DIET_WORDS.has(label))
    .flatMap((label) =>
      [...new Set([cuisineNoun(label), cuisineModifier(label)])].map((form) => ({
        label,
        form: form.toLowerCase(),
        pattern: new RegExp(
          `(?<=(?:toward |taste for |out with |\\(|, |and ))${escapeRegExp(form)}(?=[),.]| and | tie| \\()|(?<![\\w'-])${escapeRegExp(form)}(?= (?:places?|spots?|restaurants?|kitchens?|classics|picks|staples)\\b)`,
          'gi',
        ),
      })),
    );
  const capitalised = labels.filter(({ label }) => hasCommonNounWord(label));
  const words = [
    ...new Set(
      byLength
        .filter((label) => !PLURAL_BEFORE_NOUN.has(label))
        .map((label) => label.split(' ').at(-1)!)
        .filter((word) => /[^s]s$/i.test(word)),
    ),
  ]
    .map(escapeRegExp)
    .join('|');
  const plural = new RegExp(`\\b(?:${words}) (?:places?|spots?|restaurants?|kitchens?|staples|classics|picks)\\b`, 'gi');
  patterns = { labels, lowerForms, capitalised, plural };
  return patterns;
}

/**
 * Plurals English keeps before a noun: there is no 'tapa bar' or 'fish and chip shop', and 'carnitas' and
 * 'small plates' are dish names. The rule below holds for every other plural label.
 */
const PLURAL_BEFORE_NOUN = new Set(['Tapas', 'Fish and Chips', 'Carnitas', 'Small Plates']);

const DIET_WORDS = new Set(['Vegan', 'Vegetarian', 'Gluten-free', 'Halal', 'Kosher']);

/**
 * A common-noun cuisine capitalised mid-sentence ('Typical Pizza picks', 'A Seafood place' is fine at the
 * start, 'lean toward Breakfast' is not). Names (masked), dishes and the opening word of each sentence are left out.
 */
function capitalisedMidSentence(masked: string): string[] {
  let rest = masked.replace(DISH_PATTERN, ' ⁂ ');
  const found: string[] = [];
  for (const { label, pattern } of compiled().capitalised) {
    if (!rest.includes(label)) continue;
    for (const match of rest.matchAll(pattern)) {
      const before = rest.slice(0, match.index).trimEnd();
      // Sentence openers: the text's start or after a full stop; a name (masked) before it is not one.
      if (before === '' || /[.!?]$/.test(before)) continue;
      found.push(`${before.split(/\s+/).slice(-2).join(' ')} ${label}`);
    }
    // 'Irish Pub' is checked once, not again as 'Pub'.
    rest = rest.replace(pattern, ' ⁂ ');
  }
  return found;
}

/** Plural labels never stand before a noun, whatever their case: 'one other Bagels place', 'Burgers staples'. */
function pluralBeforeNoun(masked: string): string[] {
  return [...masked.matchAll(compiled().plural)].map((match) => match[0]);
}

/** '1929 Chestnut Street' is an address: 'at' it, never 'on' it. */
function addressAsStreet(text: string): string[] {
  return [...text.matchAll(/\bon \d+ [A-Z][\w.]*/g)].map((match) => match[0]);
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
  /** Labels the cards showed the user (a guess from the name included): text counting the swipes may name them. */
  shownCuisines?: string[];
  /** Prices the text may state: the cards' dollars of places with a listed level. */
  prices: (string | null)[];
  /** The part written by the engine (quoted library lines taken out) for the cuisine rule; default all. */
  cuisineText?: string;
  /** The prose part for the restated-phrase rule (lists of like items share templates on purpose); default all, null: none. */
  proseText?: string | null;
}

const agreementBySentence = bySentence((sentence) => [...agreementErrors(sentence), ...pluralBeforeNoun(sentence)]);
const capitalisedBySentence = bySentence(capitalisedMidSentence);
const cuisinesBySentence = bySentence(cuisinesNamed);

function check(task: string, id: string, text: string, opts: CheckOptions) {
  generatedTexts.set(task, (generatedTexts.get(task) ?? 0) + 1);
  const report = (rule: string, detail: string) => violations.push({ task, id, rule, detail, text });
  const masked = maskNames(text, opts.names);
  const cuisineText = opts.cuisineText === undefined ? masked : maskNames(opts.cuisineText, opts.names);
  for (const sentence of repeatedSentences(maskNames(text, opts.names, maskOfItsOwn))) report('repeated sentence', sentence);
  if (opts.proseText !== null)
    for (const phrase of restatedPhrases(opts.proseText === undefined ? masked : maskNames(opts.proseText, opts.names)))
      report('restated phrase', phrase);
  for (const error of agreementBySentence(masked)) report('agreement or zero distance', error);
  for (const error of capitalisedBySentence(cuisineText)) report('cuisine capitalised mid-sentence', error);
  // On the text as written: the rule is about how an address (a name) is introduced.
  for (const error of addressAsStreet(text)) report('address read as a street', error);
  const allowed = new Set([...allowedCuisines(opts.cuisineIds), ...(opts.shownCuisines ?? [])]);
  // 'bagel' names the place's own 'Bagel' tag whether the text's label read 'Bagel' or 'Bagels'.
  const allowedForms = new Set([...allowed].map(cuisineModifier));
  const named = cuisinesBySentence(maskNames(opts.cuisineText ?? text, [...opts.names, ...[...allowed].flatMap(labelForms)]));
  for (const label of new Set(named))
    if (!allowed.has(label) && !allowedForms.has(cuisineModifier(label))) report('cuisine not tagged', label);
  const known = new Set(opts.prices.filter((price): price is string => price !== null));
  for (const [price] of masked.matchAll(DOLLARS)) if (!known.has(price)) report('price not shown on a card', price);
}

/** What the check covered and found, per task and rule: printed once at the end. */
const generatedTexts = new Map<string, number>();
const defectCounts = new Map<string, number>();
afterAll(() => {
  const perArea = new Map<string, number>();
  for (const place of places) perArea.set(areaOf.get(place.id)!, (perArea.get(areaOf.get(place.id)!) ?? 0) + 1);
  const areas = [...perArea].map(([name, count]) => `${name} ${count}`);
  const lines = [
    `catalog text check: ${places.length} places (${areas.join(', ')}), ${catalog.duplicates.length} duplicates removed at load`,
    ...[...generatedTexts].map(([task, count]) => `  ${task}: ${count} texts`),
    `defects: ${[...defectCounts.values()].reduce((sum, count) => sum + count, 0)}`,
    ...[...defectCounts].map(([rule, count]) => `  ${rule}: ${count}`),
  ];

  console.log(lines.join('\n'));
});

function expectNoViolations() {
  for (const violation of violations)
    defectCounts.set(`${violation.task}: ${violation.rule}`, (defectCounts.get(`${violation.task}: ${violation.rule}`) ?? 0) + 1);
  const byRule = new Map<string, Violation[]>();
  for (const violation of violations)
    byRule.set(`${violation.task}: ${violation.rule}`, [...(byRule.get(`${violation.task}: ${violation.rule}`) ?? []), violation]);
  const summary = [...byRule].map(
    ([rule, list]) => `${rule} ×${list.length}, e.g. ${list[0]!.id} "${list[0]!.detail}" in: ${list[0]!.text}`,
  );
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
    expect(agreementErrors('You liked 1 places, 3 place and (0 miles). It is open 0 days a week.')).toEqual([
      '1 places',
      '3 place',
      '0 miles',
      'open 0 days',
    ]);
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

describe('the rules read names and labels as written', () => {
  const ID = 'test:rules';
  /** The rules' findings for one text about a place tagged `tags`, left out of the catalog's counts. */
  function findings(text: string, tags: string[], opts: Partial<CheckOptions> = {}): string[] {
    taggedLabels.set(ID, new Set(tags));
    check('rules', ID, text, { names: [], cuisineIds: [ID], prices: [], ...opts });
    const found = violations.map((violation) => `${violation.rule}: ${violation.detail}`);
    violations.length = 0;
    generatedTexts.delete('rules');
    taggedLabels.delete(ID);
    return found;
  }

  it('reads punctuation, numbers and dollars in names as the name', () => {
    expect(findings('Go! Go! Curry is a restaurant. Prices run $$$.', [], { names: ['Go! Go! Curry'], prices: ['$$$'] })).toEqual([]);
    expect(
      findings('Find $1 Pizza at 36-21 Review Avenue, a pizza place.', ['Pizza'], { names: ['$1 Pizza', '36-21 Review Avenue'] }),
    ).toEqual([]);
    const tries = 'Try Mr. Chen: another Chinese place, 0.5 miles away. Try Mr. Wu: another Chinese place, 0.5 miles away.';
    expect(findings(tries, ['Chinese'], { names: ['Mr. Chen', 'Mr. Wu'], proseText: null })).toEqual([]);
    // The engine's own words still count.
    expect(findings('Meet Joe, a Thai place. It is open 1 days a week. Prices run $$.', ['Pizza'], { names: ['Joe'] })).toEqual([
      'agreement or zero distance: 1 days',
      'cuisine not tagged: Thai',
      'price not shown on a card: $$',
    ]);
  });

  it("reads a label's own words as that label", () => {
    expect(findings('Meet La Principal, an upscale Mexican place.', ['Upscale Mexican'], { names: ['La Principal'] })).toEqual([]);
    expect(
      findings("An Irish pub at 3131 Walnut Street, St. Declan's Well is worth a look.", ['Irish Pub'], {
        names: ["St. Declan's Well", '3131 Walnut Street'],
      }),
    ).toEqual([]);
    expect(findings('Find Anable Basin Sailing, a bar and grill.', ['Bar & Grill'], { names: ['Anable Basin Sailing'] })).toEqual([]);
    expect(findings('Comfort food and Italian tie, with 2 likes each.', ['Comfort Food', 'Italian'])).toEqual([]);
  });

  it('lets only the plurals English keeps stand before a noun', () => {
    expect(findings('Meet Poco, a tapas place.', ['Tapas'], { names: ['Poco'] })).toEqual([]);
    expect(findings('Meet Poco, a gyros place.', ['Gyros'], { names: ['Poco'] })).toEqual(['agreement or zero distance: gyros place']);
  });

  it("reads 'lean toward fish and chips' as one cuisine", () => {
    const like = (cuisine: string) => ({ action: 'like', cuisines: [cuisine], priceLevel: null });
    const swipes = [like('Fish and Chips'), like('Fish and Chips'), like('Pizza')];
    expect(unsupportedClaims('You lean toward fish and chips (2 of your 3 likes).', [], swipes)).toEqual([]);
    expect(unsupportedClaims('You lean toward pizza (1 of your 3 likes).', [], swipes)).toEqual(['lean toward pizza on 1 like']);
  });
});

// ---------- per place ----------

/** A place's facts (its opening hours parsed) once for the three per-place tests. */
const facts = new Map<string, PlaceFacts>();
function factsOf(place: Place): PlaceFacts {
  const known = facts.get(place.id);
  if (known) return known;
  const built = placeFacts(place);
  facts.set(place.id, built);
  return built;
}

describe('text about one place, for the whole bundled catalog', () => {
  it('covers every tagged cuisine and every price level', () => {
    const levels = new Set(places.map((place) => place.priceLevel));
    expect([...levels].sort()).toEqual([1, 2, 3, 4, null]);
    expect(places.length).toBe(catalog.places.length);
  });

  it('descriptions', () => {
    let plantBased = 0;
    for (const place of places) {
      const { description } = describeRestaurantTask.builtin(factsOf(place));
      check('description', place.id, description, {
        names: [place.name, ...(place.vicinity?.split(', ') ?? [])],
        cuisineIds: [place.id],
        prices: [claimablePrice(place)],
      });
      // An all-vegan pizzeria is not told to serve pepperoni: typical dishes assume a typical menu.
      if (place.diet.vegan === 'only' || place.diet.vegetarian === 'only') {
        plantBased++;
        const claims = [...(taggedLabels.get(place.id) ?? [])]
          .flatMap((label) => [label, cuisineNoun(label), cuisineModifier(label)])
          .reduce((text, label) => text.split(label).join(' | '), description)
          .toLowerCase();
        const dishes = DISHES.filter((dish) => claims.includes(dish.toLowerCase()));
        if (dishes.length > 0)
          violations.push({
            task: 'description',
            id: place.id,
            rule: 'dish at a plant-based kitchen',
            detail: dishes[0]!,
            text: description,
          });
      }
    }
    expect(plantBased).toBeGreaterThan(0);
    expectNoViolations();
  });

  it('insights', () => {
    places.forEach((place, index) => {
      const restrictions = [
        DIETARY_OPTIONS[index % DIETARY_OPTIONS.length]!,
        ...(index % 2 ? [DIETARY_OPTIONS[(index + 3) % DIETARY_OPTIONS.length]!] : []),
      ];
      const input = { place: factsOf(place), dietaryWarnings: dietaryWarnings(place, restrictions) };
      const insights = restaurantInsightsTask.finalize!(input, restaurantInsightsTask.builtin(input));
      const generated = [insights.summary, insights.reviewsAnalysis];
      // Warnings quote the restaurants library word for word (the card shows the same); menu and best-for
      // lines are the knowledge base's dishes and occasions for the tagged cuisines ('Seafood lovers' for poke).
      const quoted = [...insights.warnings, ...insights.menuRecommendations, ...insights.bestFor].map((line) =>
        /[.!?]$/.test(line) ? line : `${line}.`,
      );
      check('insights', place.id, [...generated, ...quoted].join(' '), {
        names: [place.name, ...(place.vicinity?.split(', ') ?? [])],
        cuisineIds: [place.id],
        prices: [claimablePrice(place)],
        cuisineText: generated.join(' '),
        // What the dialog shows as prose: summary, reviews and the engine's own advice (not the diet lines).
        proseText: [
          ...generated,
          ...insights.warnings.filter((line) => !input.dietaryWarnings.some((warning) => line.includes(warning.warning))),
        ].join(' '),
      });
    });
    expectNoViolations();
  });

  it('discover descriptions', () => {
    places.forEach((place, index) => {
      const restrictions = index % 3 === 0 ? [] : [DIETARY_OPTIONS[index % DIETARY_OPTIONS.length]!];
      const warnings = dietaryWarnings(place, restrictions);
      const input = {
        place: factsOf(place),
        preferences: {
          priceRange: PRICE_RANGES.filter((_, level) => (index >> level) % 2 === 0),
          cuisinePreferences: index % 2 ? [...(taggedLabels.get(place.id) ?? [])].slice(0, 1) : ['Thai'],
          dietaryRestrictions: restrictions,
        },
        dietaryWarnings: warnings,
      };
      const { description } = discoverDescriptionTask.finalize!(input, discoverDescriptionTask.builtin(input));
      const generated = warnings.reduce((text, warning) => text.split(warning.warning).join(' '), description);
      check('discover', place.id, description, {
        names: [place.name, ...(place.vicinity?.split(', ') ?? [])],
        cuisineIds: [place.id],
        prices: [claimablePrice(place)],
        cuisineText: generated,
      });
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

const neighbourhoods = new Map<number, NearbyPlace[]>();
let nearest: ReturnType<typeof nearestPlacesIndex> | null = null;

/** The places a session at place `index` deals and suggests, found once for both session tests. */
function neighbourhood(index: number): NearbyPlace[] {
  const known = neighbourhoods.get(index);
  if (known) return known;
  nearest ??= nearestPlacesIndex(places);
  const around = nearest(places[index]!, DECK_SIZE + NEARBY_CANDIDATES, SESSION_RADIUS_MILES);
  neighbourhoods.set(index, around);
  return around;
}

/** Decks as sessions deal them: the places nearest a search point (the first one sits on it: distance 0). */
function sessions(restrictions: (index: number) => string[]): (Session & { index: number })[] {
  const result: (Session & { index: number })[] = [];
  for (let index = 0; index < places.length; index += SESSION_STRIDE) {
    const center = places[index]!;
    const origin = { latitude: center.lat, longitude: center.lng };
    const around = neighbourhood(index);
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

const { imul } = Math;

/**
 * FNV-1a like hashSeed, with Math.imul read once: under jest each read of the global costs ~0.4 µs
 * (nearest-places.ts), and the decks ask for 360,000 likes and passes.
 */
function swipeHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = imul(hash ^ seed.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Like or pass by a hash, with some all-pass and single-like sessions among them. */
function action(sessionIndex: number, placeId: string, position: number): 'like' | 'pass' {
  if (sessionIndex % 7 === 0) return 'pass';
  if (sessionIndex % 7 === 1) return position === 0 ? 'like' : 'pass';
  return swipeHash(`${sessionIndex}:${placeId}`) % 3 === 0 ? 'like' : 'pass';
}

/** Likes count under the label itself, as the insights count them (Pasta apart from the Italian that covers it). */
const cuisineIdOf = (label: string) => cuisineKey(label);

/**
 * Taste claims the likes do not carry: 'lean toward X' needs two or more likes of X and
 * more than any other cuisine; 'mostly $$' and 'the most common is $$' need two or more likes at that price.
 */
function unsupportedClaims(
  profile: string,
  patterns: string[],
  swipes: { action: string; cuisines: string[]; priceLevel: number | null }[],
): string[] {
  const likes = swipes.filter((swipe) => swipe.action === 'like');
  const tally = new Map<string, number>();
  for (const like of likes)
    if (like.cuisines[0]) tally.set(cuisineIdOf(like.cuisines[0]), (tally.get(cuisineIdOf(like.cuisines[0])) ?? 0) + 1);
  const claims: string[] = [];
  const lean = /lean toward (.+?)(?: \(|,|\.)/.exec(profile)?.[1];
  if (lean) {
    // 'fish and chips' is one cuisine, not 'fish' and 'chips'.
    const named = tally.has(cuisineIdOf(lean)) ? [lean] : lean.split(/, | and /);
    for (const label of named) {
      const count = tally.get(cuisineIdOf(label)) ?? 0;
      const rival = Math.max(0, ...[...tally].filter(([id]) => !named.some((item) => cuisineIdOf(item) === id)).map(([, value]) => value));
      if (count < 2) claims.push(`lean toward ${label} on ${count} like`);
      else if (rival >= count) claims.push(`lean toward ${label} (${count}) beside another cuisine with ${rival}`);
    }
  }
  for (const text of [profile, ...patterns]) {
    const price = /(?:mostly|the most common is) (\$+)/.exec(text)?.[1];
    if (price && likes.filter((like) => like.priceLevel === price.length).length < 2) claims.push(`${price} from one like`);
  }
  return claims;
}

describe('text about a session, for decks dealt all over the bundled catalog', () => {
  it('solo insights', () => {
    const restrictionsOf = (index: number) => (index % 2 ? [DIETARY_OPTIONS[index % DIETARY_OPTIONS.length]!] : []);
    for (const session of sessions(restrictionsOf)) {
      const restrictions = restrictionsOf(session.index);
      const swipes = session.deck.map(({ place, card }, position) =>
        soloSwipeFacts(action(session.index, place.id, position), card, place, restrictions),
      );
      const nearby = session.nearby.map(({ place, distance }) => nearbyPlaceFacts(place, distance));
      const insights = soloInsightsTask.builtin({ dietaryRestrictions: restrictions, swipes, nearby });
      const involved = [...session.deck.map(({ place }) => place), ...session.nearby.map(({ place }) => place)];
      const text = [insights.tasteProfile, ...insights.patterns, ...insights.recommendations].join(' ');
      check('solo insights', session.deck[0]!.place.id, text, {
        names: involved.flatMap((place) => [place.name, ...(place.vicinity?.split(', ') ?? [])]),
        cuisineIds: involved.map((place) => place.id),
        shownCuisines: session.deck.map(({ card }) => card.cuisineType),
        // A card shows a price only when the source lists one: no text may state another.
        prices: session.deck.map(({ card }) => (card.priceLevel === null ? null : priceDollars(card.priceLevel))),
        proseText: null,
      });
      for (const claim of unsupportedClaims(insights.tasteProfile, [...insights.patterns], swipes)) {
        violations.push({
          task: 'solo insights',
          id: session.deck[0]!.place.id,
          rule: 'claim resting on one like',
          detail: claim,
          text: insights.tasteProfile,
        });
      }
      const likedKeys = new Set(swipes.filter((swipe) => swipe.action === 'like').map((swipe) => placeNameKey(swipe.name)));
      for (const line of insights.recommendations) {
        const named = /^Try (.+?)(?: (?:at|on) [^:]+)?: /.exec(line)?.[1];
        if (named && likedKeys.has(placeNameKey(named))) {
          violations.push({
            task: 'solo insights',
            id: session.deck[0]!.place.id,
            rule: 'suggests a near-duplicate of a liked place',
            detail: named,
            text: line,
          });
        }
      }
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
          // The candidate's card, and the cards of the other partner's likes it is compared with.
          prices: [
            claimablePrice(place),
            ...partners[candidate.likedBy === 0 ? 1 : 0]!.likes.map((like) =>
              like.priceLevel === null ? null : priceDollars(like.priceLevel),
            ),
          ],
          cuisineText: generated,
        });
        const [liker, other] = candidate.likedBy === 0 ? labels : [labels[1], labels[0]];
        const otherLiked = partners[candidate.likedBy === 0 ? 1 : 0]!.likes.length > 0;
        if (
          !item.reason.startsWith(`${liker} liked ${place.name}`) ||
          !item.reason.includes(otherLiked ? `${other} liked` : `${other} didn't like`)
        ) {
          violations.push({
            task: 'compromises',
            id: item.placeId,
            rule: "reason not tied to both partners' likes",
            detail: item.reason.slice(0, 80),
            text: item.reason,
          });
        }
      }
      if (output.compromises.length > 3) {
        violations.push({
          task: 'compromises',
          id: session.deck[0]!.place.id,
          rule: 'more than 3 suggestions',
          detail: String(output.compromises.length),
          text: '',
        });
      }
    }
    expectNoViolations();
  });
});
