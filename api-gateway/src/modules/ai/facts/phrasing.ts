import { priceDollars } from '@forkcast/contracts';
import { hashSeed } from '../../restaurants/domain/seeded-random';

/**
 * Picks one of several phrasings by a hash of a stable id (the place id), so two cards don't read
 * alike while the same place always reads the same.
 */
export function pick<T>(seed: string, salt: string, options: readonly T[]): T {
  return options[hashSeed(`${seed}:${salt}`) % options.length]!;
}

/** 'Italian', 'Italian and Thai', 'Italian, Thai and Pizza'. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 2 → 'two'; numbers past ten stay digits. */
export function countWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/**
 * The one plural rule for every generated sentence, nouns and verbs alike: plural(1, 'place') → 'place',
 * plural(3, 'place') → 'places', plural(1, 'carries', 'carry') → 'carries'. Only exactly one is singular
 * ('0 places', '1.5 miles').
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/** A number with its noun: '1 place', '3 places', '1.5 miles'. */
export function counted(count: number, singular: string, pluralForm?: string): string {
  return `${count} ${plural(count, singular, pluralForm)}`;
}

/** 'a Italian' is wrong: the article for a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;
}

/**
 * A price exactly as the cards show it (the same mapping, so the text can never disagree with the card):
 * 1 → '$', 4 → '$$$$'. A card shows no price for an unlisted one, so callers only claim a
 * price from a known level and say "no price" otherwise.
 */
export const dollars = priceDollars;

/**
 * A distance as people say it, never '0 miles': one decimal like the cards ('0.4 miles', '1 mile'),
 * and anything the cards would round to 0.0 is 'under a tenth of a mile'.
 */
export function miles(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded < 0.1 ? 'under a tenth of a mile' : counted(rounded, 'mile');
}
