/** The restrictions the app understands; onboarding offers the first six (spec: Dietary options). */
export const DIET_RESTRICTIONS = ['vegetarian', 'vegan', 'glutenFree', 'dairyFree', 'nutFree', 'halal', 'kosher'] as const;
export type DietRestriction = (typeof DIET_RESTRICTIONS)[number];

/** Words for sentences: "does not offer {noun}", "limited {noun}". */
export const RESTRICTION_NOUN: Record<DietRestriction, string> = {
  vegetarian: 'vegetarian options',
  vegan: 'vegan options',
  glutenFree: 'gluten-free options',
  dairyFree: 'dairy-free options',
  nutFree: 'nut-free options',
  halal: 'halal food',
  kosher: 'kosher food',
};

// Ordered: the first pattern that matches wins, so "vegan" is tested before the looser "veg" words.
const PATTERNS: ReadonlyArray<[RegExp, DietRestriction]> = [
  [/\bvegan\b|plant[\s-]?based/, 'vegan'],
  [/vegetarian|\bveggie\b|meat[\s-]?free|no meat/, 'vegetarian'],
  [/gluten|c(o)?eliac|wheat/, 'glutenFree'],
  [/dairy|lactose|\bmilk\b/, 'dairyFree'],
  [/\bnuts?\b|peanut|tree[\s-]?nut|nut[\s-]?free/, 'nutFree'],
  [/halal/, 'halal'],
  [/kosher/, 'kosher'],
];

/**
 * Maps what the user wrote ('Gluten-free', 'celiac', 'Peanut allergy') to a known restriction.
 * Preferences hold free text, so anything unrecognised returns null and gets a generic warning.
 */
export function parseRestriction(text: string): DietRestriction | null {
  const normalized = text.trim().toLowerCase();
  if (!normalized) return null;
  for (const [pattern, restriction] of PATTERNS) {
    if (pattern.test(normalized)) return restriction;
  }
  return null;
}
