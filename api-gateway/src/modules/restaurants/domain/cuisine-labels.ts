import { cuisineKey, findCuisine } from './cuisine-knowledge';

// Values mappers put in `cuisine=` that describe drinks, service or policy rather than food.
const NOT_A_CUISINE = new Set(['byob', 'drinks', 'wine', 'beer', 'sake', 'liquid_nourishment', 'lunch', 'regional', 'yes', 'no']);

// Labels that title-casing would get wrong.
const LABEL_OVERRIDES: Record<string, string> = {
  bar: 'Bar',
  bar_and_grill: 'Bar & Grill',
  irish_american_pub: 'Irish Pub',
  lao_thai: 'Lao-Thai',
  crepe: 'Crepes',
};

const SMALL_WORDS = new Set(['and', 'of', 'with', 'the', 'a']);
/** Longer free-text values ("globally inspired gourmet comfort food") are prose, not labels. */
const MAX_LABEL_WORDS = 3;

function titleCase(key: string): string {
  return key
    .split('_')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The display label for one OSM cuisine value, or null when it isn't a usable cuisine. */
export function cuisineLabel(value: string): string | null {
  const key = cuisineKey(value);
  if (!/[a-z]/.test(key) || NOT_A_CUISINE.has(key)) return null;
  const override = LABEL_OVERRIDES[key];
  if (override) return override;
  const match = findCuisine(key);
  if (match?.exact) return match.profile.label;
  if (key.split('_').length > MAX_LABEL_WORDS) return null;
  return titleCase(key);
}

/**
 * OSM cuisine values ('american;burger', ['italian', 'pizza'], 'coffee_shop') → unique display labels
 * in the mapper's order ('American', 'Burgers'), so the first label is the place's primary cuisine.
 */
export function normalizeCuisines(values: string | readonly string[] | null | undefined): string[] {
  if (!values) return [];
  const parts = (typeof values === 'string' ? [values] : values).flatMap((value) => value.split(/[;,]/));
  const labels: string[] = [];
  for (const part of parts) {
    const label = cuisineLabel(part);
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

/**
 * The slug the photo endpoint draws an illustration for: the knowledge-base slug when the label names a
 * known cuisine ('Steakhouse' → 'steak_house'), else the label as a key ('Lao' → 'lao'), so
 * cuisineLabel(slug) gives the label back; 'restaurant' when there is no cuisine.
 */
export function cuisineSlug(label: string | undefined): string {
  const key = label ? cuisineKey(label) : '';
  if (!key) return 'restaurant';
  const match = findCuisine(key);
  return match?.exact ? match.profile.slug : key;
}
