import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { Guest } from '@forkcast/contracts';

/** GET /api/guests/me: who the guest cookie names (401 without one, or once the host took the guest out). */
export const guestQueryKey = ['/api/guests/me'] as const;

export function getGuest(): Promise<Guest> {
  return apiRequest<Guest>('GET', '/api/guests/me');
}

export function useGuest() {
  // Read on every entry: the host may have taken the guest out since.
  return useQuery(queryOptions({ queryKey: guestQueryKey, queryFn: getGuest, staleTime: 0, gcTime: 0 }));
}
