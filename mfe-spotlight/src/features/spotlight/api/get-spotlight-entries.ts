import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { spotlightEntryListSchema, type SpotlightEntry, type SpotlightStatus } from '@forkcast/contracts';

/** Every Spotlight list of a user sits under this key; mutations invalidate it whole. */
export const spotlightListsQueryKey = (userId: string) => ['/api/spotlight/user', userId] as const;
export const spotlightEntriesQueryKey = (userId: string, status: SpotlightStatus) =>
  [...spotlightListsQueryKey(userId), { status }] as const;

/** GET /api/spotlight/user/:userId?status=to_go|visited, newest first. */
export async function getSpotlightEntries(userId: string, status: SpotlightStatus): Promise<SpotlightEntry[]> {
  const answer = await apiRequest<unknown>('GET', `/api/spotlight/user/${encodeURIComponent(userId)}?status=${status}`);
  return spotlightEntryListSchema.parse(answer);
}

export const spotlightEntriesQuery = (userId: string, status: SpotlightStatus) =>
  queryOptions({ queryKey: spotlightEntriesQueryKey(userId, status), queryFn: () => getSpotlightEntries(userId, status) });

/** docs/product.md › Error texts › Spotlight: a failed list read raises its title, once per failure. */
const FETCH_FAILED: Record<SpotlightStatus, string> = {
  to_go: 'Failed to fetch to-go restaurants',
  visited: 'Failed to fetch visited restaurants',
};

export function useSpotlightEntries(userId: string | undefined, status: SpotlightStatus) {
  return useQuery({
    ...spotlightEntriesQuery(userId ?? '', status),
    enabled: Boolean(userId),
    meta: { errorToast: { title: FETCH_FAILED[status] } },
  });
}
