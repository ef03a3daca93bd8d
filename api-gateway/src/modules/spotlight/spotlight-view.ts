import type { SpotlightEntry } from '@forkcast/contracts';
import type { SpotlightEntryRow } from '../../db/schema';
import { savedPlaceFields } from '../restaurants/saved-place-view';

/** The one mapping from a spotlight row to the contract /spotlight reads. */
export function toSpotlightEntryView(row: SpotlightEntryRow): SpotlightEntry {
  return {
    ...savedPlaceFields(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    visitedAt: row.visitedAt?.toISOString() ?? null,
  };
}
