import type { AiCacheEntry, AiCacheRepository } from '../ai-cache.repository';

/** The ai_cache table in memory, for unit tests of the service's caching rules. */
export class MemoryAiCache implements Pick<AiCacheRepository, 'get' | 'getMany' | 'put'> {
  readonly rows = new Map<string, AiCacheEntry>();

  async get(key: string): Promise<unknown> {
    return this.rows.get(key)?.value;
  }

  async getMany(keys: readonly string[]) {
    return keys.flatMap((key) => (this.rows.has(key) ? [{ key, value: this.rows.get(key)!.value }] : []));
  }

  async put(entry: AiCacheEntry): Promise<void> {
    if (!this.rows.has(entry.key)) this.rows.set(entry.key, entry);
  }
}
