import type { Favorite, FavoriteCheck, Restaurant } from '@forkcast/contracts';
import type { Db } from '../../db/database';
import type { NewFavoriteRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { FavoritesRepository } from './favorites.repository';
import { favoriteFromRestaurant, toFavoriteView } from './favorite-view';

/** What the swipe flow needs: a solo like becomes a favourite inside the swipe's transaction. */
export interface SoloLikeSaver {
  saveSoloLike(tx: Db, userId: string, restaurant: Restaurant): Promise<void>;
  /**
   * Undo of a solo like: removes the favourite only if that like created it. `likedAt` is the swipe's
   * created_at as text; a favourite saved in the same transaction carries the same now() to the microsecond,
   * while one saved earlier (by the heart button, another session) keeps its own time and stays.
   */
  removeSoloLike(tx: Db, userId: string, restaurantId: string, likedAt: string): Promise<void>;
}

/** Favourites of one user; callers have already checked the user is the signed-in one. */
export class FavoritesService implements SoloLikeSaver {
  constructor(private readonly favorites: FavoritesRepository) {}

  /** Idempotent per (user, place): saving again answers the favourite as first saved. */
  async save(values: NewFavoriteRow): Promise<{ favorite: Favorite; created: boolean }> {
    const { row, created } = await this.favorites.saveIfAbsent(values);
    return { favorite: toFavoriteView(row), created };
  }

  async saveSoloLike(tx: Db, userId: string, restaurant: Restaurant): Promise<void> {
    await this.favorites.saveIfAbsent(favoriteFromRestaurant(userId, restaurant), tx);
  }

  async removeSoloLike(tx: Db, userId: string, restaurantId: string, likedAt: string): Promise<void> {
    await this.favorites.removeSavedAt(userId, restaurantId, likedAt, tx);
  }

  async remove(userId: string, restaurantId: string): Promise<void> {
    if (!(await this.favorites.remove(userId, restaurantId))) throw new NotFoundError('Favorite not found');
  }

  async check(userId: string, restaurantId: string): Promise<FavoriteCheck> {
    return { isFavorited: (await this.favorites.find(userId, restaurantId)) !== undefined };
  }

  /** Ids of every place the user saved (Discover leaves them out). */
  restaurantIdsOf(userId: string): Promise<Set<string>> {
    return this.favorites.restaurantIdsOf(userId);
  }

  async list(userId: string): Promise<Favorite[]> {
    return (await this.favorites.listForUser(userId)).map(toFavoriteView);
  }
}
