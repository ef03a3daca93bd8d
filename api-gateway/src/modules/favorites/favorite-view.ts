import { toFavoriteRating, type Favorite, type Restaurant } from '@forkcast/shared-ui/contracts';
import type { FavoriteRow, NewFavoriteRow } from '../../db/schema';

/** The one mapping from a favorites row to the contract /favorites reads. */
export function toFavoriteView(row: FavoriteRow): Favorite {
  return {
    id: row.id,
    userId: row.userId,
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    restaurantCuisine: row.restaurantCuisine,
    restaurantPrice: row.restaurantPrice,
    restaurantRating: row.restaurantRating,
    restaurantVicinity: row.restaurantVicinity,
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
