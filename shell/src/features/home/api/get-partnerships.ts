import { useQuery } from '@tanstack/react-query';
import { partnershipsQuery } from '@forkcast/api-client';
import type { Partnership } from '@forkcast/contracts';
import { useErrorToast } from '../hooks/use-error-toast';

/**
 * GET /api/partnerships/user/{userId}. The request and key live in @forkcast/api-client (the Add Partner dialog
 * in mfe_account invalidates the same key); home reports a failure as docs/product.md › Error texts › Fetch failures says.
 */
export function usePartnerships(userId: string): { partnerships: Partnership[]; isLoading: boolean } {
  const { data, error, isLoading } = useQuery({
    ...partnershipsQuery(userId),
    enabled: Boolean(userId),
    // A partner may accept this user's invite on their own device; home shows it on the next visit.
    refetchOnMount: 'always',
  });
  useErrorToast(error, 'Failed to fetch partnerships');
  return { partnerships: data ?? [], isLoading };
}
