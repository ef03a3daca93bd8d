import type { SpotlightEntry } from '@forkcast/shared-ui/contracts';
import type { SpotlightEntryRow } from '../../db/schema';

/** The one mapping from a spotlight row to the contract /spotlight reads. */
export function toSpotlightEntryView(row: SpotlightEntryRow): SpotlightEntry {
  return {
    id: row.id,
    userId: row.userId,
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    restaurantCuisine: row.restaurantCuisine,
    restaurantPrice: row.restaurantPrice,
    restaurantRating: row.restaurantRating,
    restaurantVicinity: row.restaurantVicinity,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    visitedAt: row.visitedAt?.toISOString() ?? null,
  };
}
