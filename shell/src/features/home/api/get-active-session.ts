import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { ActiveSession } from '@forkcast/contracts';

/** docs/product.md › Limits and constants: how often home asks whether a partner has started a session for this user. */
export const ACTIVE_SESSION_POLL_MS = 5000;

/**
 * GET /api/sessions/user/{userId}/active → a partner's session waiting for this user, else the user's own solo
 * session in progress (partnershipId null, no partner fields), or null.
 */
export async function getActiveSession(userId: string): Promise<ActiveSession | null> {
  const body = await apiRequest<ActiveSession | null | undefined>('GET', `/api/sessions/user/${encodeURIComponent(userId)}/active`);
  return body ?? null;
}

export const activeSessionQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/sessions/user', userId, 'active'] as const,
    queryFn: () => getActiveSession(userId),
    // The one polled query on home (the app's default is no interval): a partner may start any time.
    refetchInterval: ACTIVE_SESSION_POLL_MS,
  });

/** Null while loading or when the poll fails: a missed poll just shows no card until the next one. */
export function useActiveSession(userId: string): ActiveSession | null {
  const { data } = useQuery({
    ...activeSessionQuery(userId),
    enabled: Boolean(userId),
    // A solo session ends on /swipe (another remote): coming back home must not offer it for one more poll.
    refetchOnMount: 'always',
  });
  return data ?? null;
}
