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

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/** 'a Italian' is wrong: the article for a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;
}

export function dollars(level: number): string {
  return '$'.repeat(Math.min(4, Math.max(1, Math.round(level))));
}

/** 0.4 → '0.4 miles', 1 → '1 mile'. */
export function miles(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}
