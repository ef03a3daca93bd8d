import type { DiscoverDescription, Preferences } from '@forkcast/contracts';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../logger';
import { dietaryWarnings } from '../restaurants/domain/dietary-warnings';
import type { Place } from '../restaurants/domain/place';
import type { AiCacheRepository } from './ai-cache.repository';
import { aiCacheKey, type AiTask } from './ai-task';
import { placeFacts } from './facts/place-facts';
import { AiProviderError, type AiProvider } from './providers/ai-provider';
import { BuiltinProvider } from './providers/builtin-provider';
import { describeRestaurantTask } from './tasks/describe-restaurant';
import { discoverDescriptionTask } from './tasks/discover-description';

const LRU_ENTRIES = 2000;

/** The part of the ai_cache repository the service needs (tests pass an in-memory one). */
export type AiCacheStore = Pick<AiCacheRepository, 'get' | 'getMany' | 'put'>;

/**
 * The one entry to AI answers. Every answer is cached by input (in-process LRU in front of the ai_cache
 * table), concurrent identical requests share one generation, and a remote provider that fails in any
 * way (timeout, HTTP error, refusal, invalid output) is replaced by the built-in engine for that request.
 */
export class AiService {
  private readonly builtin = new BuiltinProvider();
  private readonly lru = new LRUCache<string, object>({ max: LRU_ENTRIES });
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly cache: AiCacheStore,
    private readonly provider: AiProvider,
    private readonly logger: Logger,
    private readonly now: () => Date,
  ) {}

  /** The task's answer for the input, from cache or generated once. */
  run<Input, Output extends object>(task: AiTask<Input, Output>, input: Input): Promise<Output> {
    return this.runWith(this.provider, task, input);
  }

  /** A swipe card's `aiDescription` (generated and cached when missing). */
  async describe(place: Place): Promise<string> {
    return (await this.run(describeRestaurantTask, placeFacts(place))).description;
  }

  /**
   * Discover's `aiDescription` for each place (docs/product.md › Entities (Discover restaurant)): what it is and why it fits
   * these preferences, with a heads-up when the user's diet conflicts. Only the preference facts are used.
   */
  async discoverDescriptions(
    places: readonly Place[],
    preferences: Pick<Preferences, 'priceRange' | 'cuisinePreferences' | 'dietaryRestrictions'>,
  ): Promise<DiscoverDescription[]> {
    const wanted = {
      priceRange: [...preferences.priceRange].sort(),
      cuisinePreferences: [...preferences.cuisinePreferences],
      dietaryRestrictions: [...preferences.dietaryRestrictions],
    };
    return Promise.all(
      places.map(async (place) => {
        const output = await this.run(discoverDescriptionTask, {
          place: placeFacts(place),
          preferences: wanted,
          dietaryWarnings: dietaryWarnings(place, wanted.dietaryRestrictions),
        });
        return { placeId: place.id, aiDescription: output.description };
      }),
    );
  }

  /** Descriptions already cached for these places; never generates (the deck must not wait for it). */
  async cachedDescriptions(places: readonly Place[]): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    const pending = new Map<string, string>();
    for (const place of places) {
      const facts = placeFacts(place);
      for (const provider of this.providersInOrder()) {
        const key = aiCacheKey(describeRestaurantTask.kind, provider.name, provider.model, facts);
        const hit = this.lru.get(key) as { description: string } | undefined;
        if (hit) {
          result.set(place.id, hit.description);
          break;
        }
        if (!pending.has(key)) pending.set(key, place.id);
      }
    }
    const missing = [...pending].filter(([, placeId]) => !result.has(placeId));
    if (missing.length === 0) return result;
    try {
      const rows = await this.cache.getMany(missing.map(([key]) => key));
      const byKey = new Map(rows.map((row) => [row.key, row.value]));
      for (const [key, placeId] of missing) {
        const parsed = describeRestaurantTask.schema.safeParse(byKey.get(key));
        if (parsed.success && !result.has(placeId)) {
          this.lru.set(key, parsed.data);
          result.set(placeId, parsed.data.description);
        }
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'ai cache read failed; cards go out without descriptions');
    }
    return result;
  }

  /** Fire-and-forget: generates the deck's missing descriptions so the cards' details fill in quickly. */
  warmDescriptions(places: readonly Place[]): void {
    void Promise.allSettled(places.map((place) => this.describe(place))).then((results) => {
      const failed = results.filter((result) => result.status === 'rejected');
      if (failed.length > 0)
        this.logger.warn({ failed: failed.length, reason: (failed[0] as PromiseRejectedResult).reason }, 'warming ai descriptions failed');
    });
  }

  private providersInOrder(): AiProvider[] {
    return this.provider.name === this.builtin.name ? [this.builtin] : [this.provider, this.builtin];
  }

  private runWith<Input, Output extends object>(provider: AiProvider, task: AiTask<Input, Output>, input: Input): Promise<Output> {
    const key = aiCacheKey(task.kind, provider.name, provider.model, input);
    const cached = this.lru.get(key);
    if (cached !== undefined) return Promise.resolve(cached as Output);
    const running = this.inFlight.get(key);
    if (running) return running as Promise<Output>;

    const work = this.load(key, provider, task, input).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async load<Input, Output extends object>(
    key: string,
    provider: AiProvider,
    task: AiTask<Input, Output>,
    input: Input,
  ): Promise<Output> {
    const stored = await this.readStored(key, task);
    if (stored !== undefined) {
      this.lru.set(key, stored);
      return stored;
    }
    let output: Output;
    try {
      const raw = await provider.run(task, input);
      output = task.schema.parse(task.finalize ? task.finalize(input, raw) : raw);
    } catch (error) {
      if (provider === this.builtin) throw error;
      this.logFailure(task.kind, provider, error);
      // Cached under the built-in engine's own key: the remote is asked again next time.
      return this.runWith(this.builtin, task, input);
    }
    this.lru.set(key, output);
    await this.cache
      .put({ key, kind: task.kind, provider: provider.name, model: provider.model, value: output }, this.now())
      .catch((error: unknown) => this.logger.warn({ err: error, kind: task.kind }, 'ai cache write failed'));
    return output;
  }

  private async readStored<Input, Output>(key: string, task: AiTask<Input, Output>): Promise<Output | undefined> {
    try {
      const value = await this.cache.get(key);
      if (value === undefined) return undefined;
      const parsed = task.schema.safeParse(value);
      // An entry that no longer fits the schema (the contract changed) is regenerated, not served.
      return parsed.success ? parsed.data : undefined;
    } catch (error) {
      this.logger.warn({ err: error, kind: task.kind }, 'ai cache read failed');
      return undefined;
    }
  }

  private logFailure(kind: string, provider: AiProvider, error: unknown): void {
    const details =
      error instanceof AiProviderError
        ? { reason: error.reason, status: error.status, detail: error.message }
        : { reason: 'unexpected', detail: error instanceof Error ? error.message : String(error) };
    this.logger.warn({ kind, provider: provider.name, model: provider.model, ...details }, 'ai provider failed; using the built-in engine');
  }
}
