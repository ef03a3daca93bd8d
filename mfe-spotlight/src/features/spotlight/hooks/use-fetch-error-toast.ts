import { useEffect } from 'react';
import { useToast } from '@forkcast/design-system';

/** Raises `title` as an error toast each time a query fails (once per failure, not per render). */
export function useFetchErrorToast(query: { isError: boolean; errorUpdatedAt: number }, title: string): void {
  const { toast } = useToast();
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast({ title, variant: 'destructive' });
  }, [isError, errorUpdatedAt, title, toast]);
}
