/**
 * The word that goes with `count`: plural(1, 'match', 'matches') → 'match'. `other` defaults to one + 's'.
 * English's plural rule (CLDR) for a number: "one" for 1 and -1 only, so every count on every screen
 * agrees: 1 match, 0 matches, 2 matches, 1.5 matches. Not Intl.PluralRules: building one loads locale data, a
 * long task on a phone while the design system loads at start-up.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return Math.abs(count) === 1 ? one : other;
}

/** The count with its word: countOf(1, 'restaurant') → '1 restaurant', countOf(3, 'match', 'matches') → '3 matches'. */
export function countOf(count: number, one: string, other?: string): string {
  return `${count} ${plural(count, one, other)}`;
}
