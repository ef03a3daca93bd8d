import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@forkcast/design-system';
import { getQueryFn } from './api-client';
import { errorText, isRateLimited } from './api-error';

const RATE_LIMITED_TITLE = 'Too many requests';

/**
 * Every 429, from any query or mutation of any app, reads the same: the server's message (it says when
 * to try again). Here, once, rather than in each screen's handler.
 */
function toastIfRateLimited(error: unknown): void {
  if (!isRateLimited(error)) return;
  toast({ title: RATE_LIMITED_TITLE, description: errorText(error, 'Please try again later.'), variant: 'destructive' });
}

/** docs/product.md › Limits and constants (query defaults): no interval or focus refetch, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastIfRateLimited }),
    mutationCache: new MutationCache({ onError: toastIfRateLimited }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
