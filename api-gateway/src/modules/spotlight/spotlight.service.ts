import {
  DISCOVER_LIMIT,
  LOCATION_NOT_SET_MESSAGE,
  SPOTLIGHT_ALREADY_LISTED_MESSAGE,
  type DiscoverRestaurant,
  type SpotlightEntry,
  type SpotlightStatus,
} from '@forkcast/contracts';
import type { NewSpotlightEntryRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Logger } from '../../logger';
import type { FavoritesService } from '../favorites/favorites.service';
import { dietaryWarnings } from '../restaurants/domain/dietary-warnings';
import { isNearDuplicate } from '../restaurants/domain/duplicates';
import { filterPlaces } from '../restaurants/domain/filters';
import { distanceMiles } from '../restaurants/domain/geo';
import type { Place } from '../restaurants/domain/place';
import { toRestaurant } from '../restaurants/domain/to-restaurant';
import type { RestaurantFinder } from '../restaurants/restaurant-finder';
import type { SessionReads } from '../sessions/session-reads';
import type { UsersService } from '../users/users.service';
import { describePlaceFromFacts, type DescribeForDiscover } from './describe-place';
import type { SpotlightRepository } from './spotlight.repository';
import { toSpotlightEntryView } from './spotlight-view';

export interface SpotlightServiceDeps {
  spotlight: SpotlightRepository;
  favorites: Pick<FavoritesService, 'restaurantIdsOf'>;
  sessions: Pick<SessionReads, 'swipedPlaceIds'>;
  users: Pick<UsersService, 'account'>;
  finder: RestaurantFinder;
  describe: DescribeForDiscover;
  now: () => Date;
  logger: Logger;
}

/** docs/product.md › Screens › Spotlight: To Go and Visited lists, and Discover (new places the user hasn't met yet). */
export class SpotlightService {
  constructor(private readonly deps: SpotlightServiceDeps) {}

  async list(userId: string, status?: SpotlightStatus): Promise<SpotlightEntry[]> {
    return (await this.deps.spotlight.listForUser(userId, status)).map(toSpotlightEntryView);
  }

  /** New entries go on To Go; a place already on either list is a conflict. */
  async add(values: Omit<NewSpotlightEntryRow, 'status'>): Promise<SpotlightEntry> {
    const row = await this.deps.spotlight.insertIfAbsent({ ...values, status: 'to_go' });
    if (!row) throw new ConflictError(SPOTLIGHT_ALREADY_LISTED_MESSAGE);
    return toSpotlightEntryView(row);
  }

  /**
   * to_go → visited. Someone else's entry is a 404 (its existence is not theirs to learn); an entry
   * already visited answers as it is, so a retried tap is harmless.
   */
  async markVisited(userId: string, id: string): Promise<SpotlightEntry> {
    const updated = await this.deps.spotlight.markVisited(id, userId, this.deps.now());
    if (updated) return toSpotlightEntryView(updated);
    const existing = await this.deps.spotlight.findById(id);
    if (!existing || existing.userId !== userId) throw new NotFoundError('Spotlight entry not found');
    return toSpotlightEntryView(existing);
  }

  async remove(userId: string, restaurantId: string): Promise<void> {
    if (!(await this.deps.spotlight.remove(userId, restaurantId))) throw new NotFoundError('Spotlight entry not found');
  }

  /**
   * Discover: places within the user's radius of their saved location that they have never swiped,
   * saved or listed, passing their price and minimum-rating preferences and with no high-severity
   * conflict with their diet; nearest first, up to 10, each with a description.
   */
  async discover(userId: string): Promise<DiscoverRestaurant[]> {
    const preferences = (await this.deps.users.account(userId))?.preferences;
    if (!preferences?.location) throw new ConflictError(LOCATION_NOT_SET_MESSAGE);
    const { location, priceRange, minRating, dietaryRestrictions, cuisinePreferences } = preferences;

    const [places, swiped, favorited, listed] = await Promise.all([
      this.deps.finder.nearby(location, location.radiusMiles),
      this.deps.sessions.swipedPlaceIds([userId]),
      this.deps.favorites.restaurantIdsOf(userId),
      this.deps.spotlight.restaurantIdsOf(userId),
    ]);
    const excludePlaceIds = new Set([...swiped, ...favorited, ...listed]);
    const met = await this.placesMet(places, excludePlaceIds);
    const candidates = filterPlaces(places, location, { radiusMiles: location.radiusMiles, priceRange, minRating, excludePlaceIds })
      // Another entry of a place already met (same name, close by) is no new place.
      .filter((place) => !met.some((other) => isNearDuplicate(other, place)))
      .filter((place) => dietaryWarnings(place, dietaryRestrictions).every((warning) => warning.severity !== 'high'))
      .map((place) => ({ place, miles: distanceMiles(location, { latitude: place.lat, longitude: place.lng }) }))
      .sort((a, b) => a.miles - b.miles || (a.place.id < b.place.id ? -1 : 1));

    const seen = new Set<string>();
    const chosen: Place[] = [];
    for (const { place } of candidates) {
      if (seen.has(place.id)) continue;
      seen.add(place.id);
      chosen.push(place);
      if (chosen.length === DISCOVER_LIMIT) break;
    }
    const descriptions = await this.describe(chosen, { priceRange, cuisinePreferences, dietaryRestrictions });
    return chosen.map((place) => {
      const restaurant = toRestaurant(place, location, dietaryRestrictions);
      return {
        placeId: restaurant.placeId,
        name: restaurant.name,
        cuisineType: restaurant.cuisineType,
        priceLevel: restaurant.priceLevel,
        rating: restaurant.rating,
        vicinity: restaurant.vicinity,
        aiDescription: descriptions.get(place.id) ?? describePlaceFromFacts(place),
        attribution: restaurant.attribution ?? null,
      };
    });
  }

  /** The places the user swiped, saved or listed: from the nearby list, else the cache (a place no longer cached is left out). */
  private async placesMet(nearby: readonly Place[], ids: ReadonlySet<string>): Promise<Place[]> {
    const found = nearby.filter((place) => ids.has(place.id));
    const missing = [...ids].filter((id) => !found.some((place) => place.id === id));
    return missing.length > 0 ? [...found, ...(await this.deps.finder.cachedPlaces(missing))] : found;
  }

  /** The AI's descriptions by place id; a failure leaves them out, so the facts stand in and Discover still shows. */
  private async describe(places: readonly Place[], preferences: Parameters<DescribeForDiscover>[1]): Promise<Map<string, string>> {
    if (places.length === 0) return new Map();
    try {
      const described = await this.deps.describe(places, preferences);
      return new Map(described.filter((item) => item.aiDescription.trim()).map((item) => [item.placeId, item.aiDescription.trim()]));
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'discover descriptions fell back to facts');
      return new Map();
    }
  }
}
