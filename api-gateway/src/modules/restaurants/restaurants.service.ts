import type { Restaurant } from '@forkcast/contracts';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { HttpError, NotFoundError, ServiceUnavailableError } from '../../errors';
import type { Logger } from '../../logger';
import type { UsersService } from '../users/users.service';
import type { Place } from './domain/place';
import { toRestaurant } from './domain/to-restaurant';
import type { PhotoFormat } from './photos/photo-format';
import { PhotoTranscoder } from './photos/photo-transcoder';
import { resolvePhoto } from './photos/resolve-photo';
import { areaKeyOf, type RestaurantFinder } from './restaurant-finder';
import type { RestaurantCacheRepository } from './restaurant-cache.repository';
import type { PhotoResult, RestaurantSource } from './sources/restaurant-source';

/** docs/product.md › Limits and constants: the same coordinates (to 2 decimals) are refreshed at most once a minute. */
export const CACHE_REFRESH_COOLDOWN_MS = 60_000;
/** Radius warmed when the user has no saved one (onboarding's default). */
const DEFAULT_REFRESH_RADIUS_MILES = 5;

/** The AI layer's card descriptions: `describe` generates (and caches) a missing one, `written` only reads. */
export interface CardDescriptions {
  describe(place: Place): Promise<string>;
  written(place: Place): Promise<string | null>;
}

export type RefreshResult = { refreshed: true; count: number } | { refreshed: false; reason: 'cooldown' };

/**
 * The restaurants routes (details, photos, cache refresh). Other modules find places through
 * RestaurantFinder (restaurant-finder.ts), never through the cache repository or a source.
 */
export class RestaurantsService {
  private readonly photos = new PhotoTranscoder();

  constructor(
    private readonly finder: RestaurantFinder,
    private readonly cache: RestaurantCacheRepository,
    private readonly source: RestaurantSource,
    private readonly users: Pick<UsersService, 'account'>,
    private readonly now: () => Date,
    private readonly logger: Logger,
    /** The AI layer's card descriptions; absent leaves them null. */
    private readonly descriptions?: CardDescriptions,
  ) {}

  /**
   * A photo reference's image: a generated illustration, or the source's photo in `format` when the client takes
   * one (an illustration when the source fails).
   */
  photo(ref: string, maxWidth: number, format: PhotoFormat | null = null): Promise<PhotoResult> {
    const source = this.source;
    const load = source.photo
      ? (sourceRef: string, width: number) => this.photos.photo(sourceRef, width, format, () => source.photo!(sourceRef, width))
      : undefined;
    return resolvePhoto(ref, maxWidth, load, (error) => this.logger.warn({ err: error }, 'restaurant photo fell back to an illustration'));
  }

  /** A restaurant as this user sees it: distance from their saved location, warnings for their diet. */
  async getRestaurant(userId: string, placeId: string): Promise<Restaurant> {
    const place = await this.finder.byId(placeId);
    if (!place) throw new NotFoundError('Restaurant not found');
    return { ...(await this.asSeenBy(userId, place)), aiDescription: await this.describePlace(place) };
  }

  /**
   * getRestaurant's answer when the place's description is already written, else null (a place that is gone
   * too): never generates one, so a page can wait for this (the swipe room's next card).
   */
  async describedRestaurant(userId: string, placeId: string): Promise<Restaurant | null> {
    if (!this.descriptions) return null;
    const place = await this.finder.byId(placeId);
    if (!place) return null;
    const aiDescription = await this.descriptions.written(place).catch(() => null);
    return aiDescription === null ? null : { ...(await this.asSeenBy(userId, place)), aiDescription };
  }

  private async asSeenBy(userId: string, place: Place): Promise<Omit<Restaurant, 'aiDescription'>> {
    const preferences = (await this.users.account(userId))?.preferences;
    const origin = preferences?.location ?? { latitude: place.lat, longitude: place.lng };
    return toRestaurant(place, origin, preferences?.dietaryRestrictions ?? []);
  }

  /** A description that can't be produced leaves the card without one rather than failing the details. */
  private async describePlace(place: Place): Promise<string | null> {
    try {
      return (await this.descriptions?.describe(place)) ?? null;
    } catch {
      return null;
    }
  }

  /**
   * Warms the cache around a point with the user's search radius. The cooldown is claimed in the
   * database first, so concurrent calls (any instance) for one area fetch from the source once. A fetch
   * that fails gives the claim back: the cooldown counts warm-ups that happened, not attempts, so the
   * next caller may try at once instead of leaving the area cold for a minute.
   */
  async refresh(userId: string, latitude: number, longitude: number): Promise<RefreshResult> {
    const now = this.now();
    const areaKey = areaKeyOf({ latitude, longitude });
    const claimed = await this.cache.claimRefresh(areaKey, now, new Date(now.getTime() - CACHE_REFRESH_COOLDOWN_MS));
    if (!claimed) return { refreshed: false, reason: 'cooldown' };
    try {
      const radius = (await this.users.account(userId))?.preferences?.location.radiusMiles ?? DEFAULT_REFRESH_RADIUS_MILES;
      const places = await this.finder.fetchArea({ latitude, longitude }, radius);
      return { refreshed: true, count: places.length };
    } catch (error) {
      await this.cache.releaseRefresh(areaKey, now).catch(() => undefined);
      if (error instanceof HttpError || isDatabaseUnavailable(error)) throw error;
      throw new ServiceUnavailableError('Restaurant data is temporarily unavailable. Please try again.');
    }
  }
}
