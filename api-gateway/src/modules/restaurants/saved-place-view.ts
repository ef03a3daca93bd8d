/** The copied-in facts of a place a user keeps (a favourite, a spotlight entry), as both tables store them. */
export interface SavedPlaceFields {
  id: string;
  userId: string;
  restaurantId: string;
  restaurantName: string;
  restaurantCuisine: string | null;
  restaurantPrice: number | null;
  /** Each list's own scale (favourites × 10, spotlight 0–5). */
  restaurantRating: number | null;
  restaurantVicinity: string | null;
}

/** The fields /favorites and /spotlight both answer with, first and in this order; each view adds its own. */
export function savedPlaceFields(row: SavedPlaceFields): SavedPlaceFields {
  return {
    id: row.id,
    userId: row.userId,
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    restaurantCuisine: row.restaurantCuisine,
    restaurantPrice: row.restaurantPrice,
    restaurantRating: row.restaurantRating,
    restaurantVicinity: row.restaurantVicinity,
  };
}
