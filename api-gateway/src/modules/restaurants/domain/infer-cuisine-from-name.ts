/**
 * Name keywords that reliably say what a place serves ("Tony's Pizza", "Pho 75", "Franklin Barbecue").
 * Used only when a source has no cuisine for a place (a third of OSM places, every legacy Google
 * Places result), so cards, filters and illustrations have something better than "Restaurant".
 * Each pattern must be specific enough that a wrong guess is rare; values are OSM cuisine values.
 */
const NAME_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/\bpizz/, 'pizza'],
  [/\bsushi\b/, 'sushi'],
  [/\bramen\b/, 'ramen'],
  [/\bpho\b|\bbanh mi\b|vietnam|saigon/, 'vietnamese'],
  [/\btacos?\b|taqueria/, 'tacos'],
  [/\bbbq\b|barbe?cue|smokehouse/, 'barbecue'],
  [/steak ?house|\bsteaks?\b/, 'steak_house'],
  [/\bburgers?\b/, 'burger'],
  [/\bthai\b|\bsiam\b/, 'thai'],
  [/\bindia(n)?\b|tandoor|masala|\bcurry\b/, 'indian'],
  [/\bnoodles?\b/, 'noodle'],
  [/\bdumplings?\b|szechuan|sichuan|\bwok\b|\bchina\b|\bchinese\b/, 'chinese'],
  [/\bkorea(n)?\b|bibimbap/, 'korean'],
  [/\bjapan(ese)?\b|izakaya|hibachi|teriyaki/, 'japanese'],
  [/\bbagels?\b/, 'bagel'],
  [/\bdonuts?\b|doughnut/, 'donut'],
  [/\bcoffee\b|espresso|roasters?\b/, 'coffee_shop'],
  [/\bbakery\b|boulangerie|patisserie/, 'bakery'],
  [/ice cream|gelato|creamery/, 'ice_cream'],
  [/\bboba\b|bubble tea/, 'bubble_tea'],
  [/\bjuice\b|smoothie/, 'juice'],
  [/\bdeli\b|delicatessen/, 'deli'],
  [/\bdiner\b/, 'diner'],
  [/seafood|oyster|\bcrab\b|lobster|fish/, 'seafood'],
  [/cantina|mexican|mexicana|\bburritos?\b/, 'mexican'],
  [/trattoria|ristorante|osteria|\bpasta\b|italian/, 'italian'],
  [/\bbistro\b|brasserie|\bfrench\b/, 'french'],
  [/mediterranean/, 'mediterranean'],
  [/\bgreek\b|\bgyros?\b|taverna/, 'greek'],
  [/falafel/, 'falafel'],
  [/shawarma|\bkebabs?\b|kabob/, 'middle_eastern'],
  [/\bwings?\b/, 'wings'],
  [/chicken/, 'chicken'],
  [/cheesesteak/, 'cheesesteak'],
  [/sandwich|hoagie|\bsubs\b/, 'sandwich'],
  [/\bvegan\b/, 'vegan'],
  [/vegetarian/, 'vegetarian'],
  [/ethiopia/, 'ethiopian'],
  [/\bperu(vian)?\b/, 'peruvian'],
  [/\bcuban?\b|jamaica|caribbean/, 'caribbean'],
  [/hawaii|\bpoke\b/, 'hawaiian'],
  [/breakfast|brunch|pancake|waffle/, 'breakfast'],
  [/\bpub\b|tavern|ale ?house/, 'pub'],
  [/\bcaf[eé]\b/, 'cafe'],
];

const MAX_INFERRED = 2;

/** Up to two OSM cuisine values guessed from a place name, most telling first; [] when nothing is clear. */
export function inferCuisinesFromName(name: string): string[] {
  const text = name.toLowerCase();
  const found: string[] = [];
  for (const [pattern, cuisine] of NAME_PATTERNS) {
    if (pattern.test(text) && !found.includes(cuisine)) found.push(cuisine);
    if (found.length === MAX_INFERRED) break;
  }
  return found;
}
