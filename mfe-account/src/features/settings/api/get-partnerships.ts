import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorText, partnershipsQuery } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';

/**
 * GET /api/partnerships/user/{userId} through the shared query (home and the Add Partner dialog read
 * and invalidate the same key). A failed read says 'Failed to fetch partnerships' (docs/product.md › Error texts › Fetch failures).
 */
export function usePartnerships(userId: string) {
  const query = useQuery(partnershipsQuery(userId));
  const { toast } = useToast();
  const { error } = query;
  useEffect(() => {
    if (error) toast({ title: 'Failed to fetch partnerships', description: errorText(error, 'Please try again'), variant: 'destructive' });
  }, [error, toast]);
  return query;
}
