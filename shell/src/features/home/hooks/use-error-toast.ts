import { useEffect } from 'react';
import { errorText } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';

/** Raises a destructive toast once per failure of a home query (docs/product.md › Error texts › Fetch failures). */
export function useErrorToast(error: Error | null, title: string): void {
  const { toast } = useToast();
  useEffect(() => {
    if (error) toast({ title, description: errorText(error, 'Please try again'), variant: 'destructive' });
  }, [error, title, toast]);
}
