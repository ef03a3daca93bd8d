import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/partnerships/user/{userId} via the default reader (key parts joined with '/'). */
export const partnershipsQuery = (userId: string) =>
  queryOptions<unknown[]>({
    queryKey: ['/api/partnerships/user', userId],
  });

/**
 * How many partners the user has. A failed request counts as 0 without an error on home: the
 * count is a summary figure, and the partner list (with its own error text) lives in settings.
 */
export function usePartnerCount(userId: string): number {
  const { data } = useQuery({ ...partnershipsQuery(userId), enabled: Boolean(userId) });
  return Array.isArray(data) ? data.length : 0;
}
