// English plural rules (CLDR), so every count on every screen agrees: 1 match, 0 matches, 2 matches.
const rules = new Intl.PluralRules('en-US');

/** The word that goes with `count`: plural(1, 'match', 'matches') → 'match'. `other` defaults to one + 's'. */
export function plural(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** The count with its word: countOf(1, 'restaurant') → '1 restaurant', countOf(3, 'match', 'matches') → '3 matches'. */
export function countOf(count: number, one: string, other?: string): string {
  return `${count} ${plural(count, one, other)}`;
}
