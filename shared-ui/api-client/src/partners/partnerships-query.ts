import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import type { Partnership } from '@forkcast/contracts';

/*
 * GET /api/partnerships/user/{userId}. In @forkcast/api-client because home (shell), the Add Partner dialog and
 * /settings (mfe-account) read and invalidate this one key on the one QueryClient.
 */
export const partnershipsQueryKey = (userId: string) => ['/api/partnerships/user', userId] as const;

export function getPartnerships(userId: string): Promise<Partnership[]> {
  return apiRequest<Partnership[]>('GET', `/api/partnerships/user/${encodeURIComponent(userId)}`);
}

export const partnershipsQuery = (userId: string) =>
  queryOptions({
    queryKey: partnershipsQueryKey(userId),
    queryFn: () => getPartnerships(userId),
  });
