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

/** The id of home's JSON data block holding the session card's answer (server/pages.tsx writes it). */
export const HOME_SESSION_DATA_ID = 'forkcast-home-session';

/**
 * The answer the server inlined into home's page (server/pages.tsx), read once: the card is there
 * at the first render. Later visits to home ask the server; undefined when the page says nothing.
 */
function takeInlinedActiveSession(): ActiveSession | null | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(HOME_SESSION_DATA_ID);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as ActiveSession | null;
  } catch {
    return undefined;
  }
}

/** How long the page's answer stands in for a read on mount: the gateway made that read for this very page load. */
const PAGE_ANSWER_FRESH_MS = 3000;

/**
 * A solo session ends on /swipe (another remote): coming back home must not offer it for one more poll, so every
 * mount reads again, except the page's first one, whose answer the gateway has just read (asking again at once
 * would read the same rows twice per home load). Data from the page has had no fetch yet (dataUpdateCount 0).
 */
function refetchOnMount({ state }: { state: { dataUpdateCount: number; dataUpdatedAt: number; data?: unknown } }) {
  const fromPage = state.dataUpdateCount === 0 && state.data !== undefined;
  return fromPage && Date.now() - state.dataUpdatedAt < PAGE_ANSWER_FRESH_MS ? false : ('always' as const);
}

/** Null while loading or when the poll fails: a missed poll just shows no card until the next one. */
export function useActiveSession(userId: string): ActiveSession | null {
  const { data } = useQuery({
    ...activeSessionQuery(userId),
    enabled: Boolean(userId),
    refetchOnMount,
    initialData: takeInlinedActiveSession,
    initialDataUpdatedAt: Date.now,
  });
  return data ?? null;
}
