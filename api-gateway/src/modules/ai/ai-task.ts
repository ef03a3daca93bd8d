import { createHash } from 'node:crypto';
import type { z } from 'zod';

export type AiTaskKind = 'description' | 'insights' | 'compromises' | 'solo-insights' | 'discover';

/**
 * One thing the AI layer can produce. `input` is plain JSON facts (never a user's e-mail or id): it is
 * what the built-in engine reasons over, what a remote model is shown, and what the cache key hashes.
 */
export interface AiTask<Input, Output> {
  kind: AiTaskKind;
  /** The output every provider must satisfy; answers are parsed with it before anyone sees them. */
  schema: z.ZodType<Output>;
  /** What a remote model is asked to do with the facts (the JSON shape is appended from `schema`). */
  instructions: string;
  /** The offline engine: deterministic for the same input. */
  builtin(input: Input): Output;
  /** Rules that hold whatever produced the answer (e.g. a dietary conflict is always spelled out). */
  finalize?(input: Input, output: Output): Output;
}

/** JSON with object keys sorted, so equal facts always hash alike whatever order they were built in. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The ai_cache key: who answered (provider + model) and what was asked (kind + normalised input). */
export function aiCacheKey(kind: AiTaskKind, provider: string, model: string, input: unknown): string {
  return createHash('sha256')
    .update(`${kind}\n${provider}\n${model}\n${stableStringify(input)}`)
    .digest('hex');
}
