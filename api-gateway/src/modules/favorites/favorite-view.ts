import { toFavoriteRating, type Favorite, type Restaurant } from '@forkcast/contracts';
import type { FavoriteRow, NewFavoriteRow } from '../../db/schema';
import { savedPlaceFields } from '../restaurants/saved-place-view';

/** The one mapping from a favorites row to the contract /favorites reads. */
export function toFavoriteView(row: FavoriteRow): Favorite {
  return {
    ...savedPlaceFields(row),
    savedAt: row.savedAt.toISOString(),
  };
}

/** A liked deck card as a favourite (solo likes are saved), rating × 10 like every favourite. */
export function favoriteFromRestaurant(userId: string, restaurant: Restaurant): NewFavoriteRow {
  return {
    userId,
    restaurantId: restaurant.placeId,
    restaurantName: restaurant.name,
    restaurantCuisine: restaurant.cuisineType,
    restaurantPrice: restaurant.priceLevel,
    restaurantRating: toFavoriteRating(restaurant.rating),
    restaurantVicinity: restaurant.vicinity,
  };
}
