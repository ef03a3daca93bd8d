import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@forkcast/design-system';
import { getQueryFn } from './api-client';
import { errorText, isRateLimited } from './api-error';

const RATE_LIMITED_TITLE = 'Too many requests';

/**
 * What a query or mutation says when it fails, in its `meta.errorToast` (docs/product.md › Error texts):
 * `title`, and as description the server's message, else `fallback`; without `fallback`, the title alone.
 */
export interface ErrorToastMeta {
  title: string;
  fallback?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: ErrorToastMeta };
    mutationMeta: { errorToast?: ErrorToastMeta };
  }
}

/**
 * The one error toast of every query and mutation of every app, raised once per failure. A 429 reads the
 * same everywhere: the server's message (it says when to try again), in place of the caller's own toast.
 * Otherwise the failed query's or mutation's `meta.errorToast`, when it has one.
 */
function toastError(error: unknown, meta: { errorToast?: ErrorToastMeta } | undefined): void {
  if (isRateLimited(error)) {
    toast({ title: RATE_LIMITED_TITLE, description: errorText(error, 'Please try again later.'), variant: 'destructive' });
    return;
  }
  const errorToast = meta?.errorToast;
  if (!errorToast) return;
  const { title, fallback } = errorToast;
  toast(
    fallback === undefined ? { title, variant: 'destructive' } : { title, description: errorText(error, fallback), variant: 'destructive' },
  );
}

/** docs/product.md › Limits and constants (query defaults): no interval or focus refetch, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => toastError(error, mutation.meta) }),
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
