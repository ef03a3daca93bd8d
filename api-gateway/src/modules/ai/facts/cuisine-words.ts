/**
 * How a cuisine label reads inside a sentence. Labels are display names, title-cased for chips
 * and badges ('Pizza', 'Seafood', 'Italian'). Mid-sentence, a common noun is lower case ('a seafood place',
 * 'you lean toward breakfast and pizza') while a proper adjective keeps its capital ('an Italian kitchen',
 * 'Thai', 'Tex-Mex'), and a plural label turns singular before a noun ('a bagel place', not 'a Bagels place').
 */

/** Words from peoples, places and regions: proper adjectives, capitalised wherever they stand. */
const PROPER_WORDS = new Set([
  'afghan',
  'african',
  'albanian',
  'american',
  'arab',
  'arabic',
  'argentine',
  'argentinian',
  'armenian',
  'asian',
  'australian',
  'austrian',
  'balkan',
  'bangladeshi',
  'basque',
  'bavarian',
  'belgian',
  'bolivian',
  'bosnian',
  'brazilian',
  'british',
  'bulgarian',
  'burmese',
  'cajun',
  'californian',
  'cambodian',
  'canadian',
  'cantonese',
  'caribbean',
  'catalan',
  'central',
  'chilean',
  'chinese',
  'colombian',
  'creole',
  'croatian',
  'cuban',
  'czech',
  'danish',
  'dominican',
  'dutch',
  'east',
  'eastern',
  'ecuadorian',
  'egyptian',
  'english',
  'eritrean',
  'ethiopian',
  'european',
  'filipino',
  'finnish',
  'french',
  'georgian',
  'german',
  'greek',
  'guatemalan',
  'guyanese',
  'haitian',
  'hawaiian',
  'himalayan',
  'honduran',
  'hong',
  'kong',
  'hungarian',
  'hunan',
  'indian',
  'indo',
  'indonesian',
  'iranian',
  'iraqi',
  'irish',
  'israeli',
  'italian',
  'jamaican',
  'japanese',
  'jewish',
  'kenyan',
  'korean',
  'kurdish',
  'lao',
  'laotian',
  'latin',
  'latino',
  'lebanese',
  'levantine',
  'lithuanian',
  'malaysian',
  'mediterranean',
  'mex',
  'mexican',
  'middle',
  'mongolian',
  'moroccan',
  'neapolitan',
  'nepalese',
  'nepali',
  'new',
  'nigerian',
  'nordic',
  'north',
  'northern',
  'norwegian',
  'nuevo',
  'okinawan',
  'pakistani',
  'palestinian',
  'persian',
  'peruvian',
  'polish',
  'portuguese',
  'puerto',
  'rican',
  'punjabi',
  'romanian',
  'russian',
  'salvadoran',
  'salvadorian',
  'scandinavian',
  'scottish',
  'senegalese',
  'serbian',
  'shanghainese',
  'sichuan',
  'sicilian',
  'singaporean',
  'somali',
  'south',
  'southern',
  'spanish',
  'sri',
  'lankan',
  'swedish',
  'swiss',
  'syrian',
  'szechuan',
  'taiwanese',
  'tex',
  'texan',
  'thai',
  'tibetan',
  'trinidadian',
  'turkish',
  'ukrainian',
  'uyghur',
  'uzbek',
  'venezuelan',
  'vietnamese',
  'welsh',
  'west',
  'western',
  'yemeni',
]);

/**
 * 'New American' and 'West African' keep the capital only before a proper word (a region's name); alone
 * 'new' and 'west' are ordinary words.
 */
const PROPER_ONLY_BEFORE_PROPER = new Set([
  'new',
  'middle',
  'hong',
  'puerto',
  'sri',
  'latin',
  'nuevo',
  'north',
  'south',
  'east',
  'west',
  'central',
]);

/**
 * Plural labels and their singular, for the word before a noun ('a burger place'). A few plurals stay
 * plural there, as English writes them ('a tapas bar', 'another fish and chips place', 'a carnitas stand').
 */
const SINGULAR: Record<string, string> = {
  bagels: 'bagel',
  burgers: 'burger',
  ceviches: 'ceviche',
  cheesesteaks: 'cheesesteak',
  cocktails: 'cocktail',
  crepes: 'crepe',
  desserts: 'dessert',
  donuts: 'donut',
  dogs: 'dog',
  dumplings: 'dumpling',
  eggs: 'egg',
  fries: 'fry',
  gyros: 'gyro',
  hotdogs: 'hotdog',
  milkshakes: 'milkshake',
  nachos: 'nacho',
  noodles: 'noodle',
  oysters: 'oyster',
  pancakes: 'pancake',
  popsicles: 'popsicle',
  raspas: 'raspa',
  ribs: 'rib',
  salads: 'salad',
  sandwiches: 'sandwich',
  smoothies: 'smoothie',
  tacos: 'taco',
  wings: 'wing',
  wraps: 'wrap',
};

/** True for a word that names a people, place or region ('Italian', 'Tex', 'Cajun'). */
export function isProperCuisineWord(word: string): boolean {
  return PROPER_WORDS.has(word.toLowerCase());
}

/** An abbreviation stays as written ('BBQ'). */
const isAbbreviation = (word: string) => word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);

/** Read from the last word back, so 'South East Asian' capitalises 'East' before deciding 'South'. */
function caseWords(label: string): string {
  const parts = label.split(/(\s+|-|&)/);
  let nextIsProper = false;
  for (let index = parts.length - 1; index >= 0; index--) {
    const word = parts[index]!;
    if (!/\p{L}/u.test(word)) continue;
    if (isAbbreviation(word)) {
      nextIsProper = false;
      continue;
    }
    const lower = word.toLowerCase();
    const proper: boolean = PROPER_WORDS.has(lower) && (!PROPER_ONLY_BEFORE_PROPER.has(lower) || nextIsProper);
    parts[index] = proper ? `${lower.charAt(0).toUpperCase()}${lower.slice(1)}` : lower;
    nextIsProper = proper;
  }
  return parts.join('');
}

/** A cuisine as a noun mid-sentence: 'pizza', 'burgers', 'breakfast', but 'Italian', 'Tex-Mex', 'BBQ'. */
export function cuisineNoun(label: string): string {
  return caseWords(label);
}

/** A cuisine before a noun mid-sentence: 'a bagel place', 'the pizza classics', 'an Italian kitchen'. */
export function cuisineModifier(label: string): string {
  const words = cuisineNoun(label).split(' ');
  const last = words.at(-1)!;
  const singular = SINGULAR[last.toLowerCase()];
  if (singular) words[words.length - 1] = singular;
  return words.join(' ');
}

/** True when the label holds a common-noun word, which must not be capitalised mid-sentence. */
export function hasCommonNounWord(label: string): boolean {
  return cuisineNoun(label) !== label;
}

/** The first letter upper case, for a phrase that opens a sentence. */
export function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
