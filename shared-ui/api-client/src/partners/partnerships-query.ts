import { queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * The user's partnerships as home and /settings show them. Read again on every mount: a partner may accept
 * this user's invite on their own device. A failed read says 'Failed to fetch partnerships'
 * (docs/product.md › Error texts), through the query client's error toast.
 */
export function usePartnerships(userId: string): { partnerships: Partnership[]; isLoading: boolean } {
  const { data, isLoading } = useQuery({
    ...partnershipsQuery(userId),
    enabled: Boolean(userId),
    refetchOnMount: 'always',
    meta: { errorToast: { title: 'Failed to fetch partnerships', fallback: 'Please try again' } },
  });
  return { partnerships: data ?? [], isLoading };
}
