import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aiCache } from '../../db/schema';

export interface AiCacheEntry {
  key: string;
  kind: string;
  provider: string;
  model: string;
  value: unknown;
}

/** Stored AI answers by key. Inserts never overwrite: the first answer for an input is the answer. */
export class AiCacheRepository {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<unknown> {
    const [row] = await this.getMany([key]);
    return row?.value;
  }

  async getMany(keys: readonly string[]): Promise<{ key: string; value: unknown }[]> {
    if (keys.length === 0) return [];
    return this.db
      .select({ key: aiCache.key, value: aiCache.value })
      .from(aiCache)
      .where(inArray(aiCache.key, [...keys]));
  }

  async put(entry: AiCacheEntry, now: Date): Promise<void> {
    await this.db
      .insert(aiCache)
      .values({ ...entry, createdAt: now })
      .onConflictDoNothing({ target: aiCache.key });
  }
}
