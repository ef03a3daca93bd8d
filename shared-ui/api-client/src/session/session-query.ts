import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import type { Session } from '@forkcast/contracts';

/*
 * GET /api/sessions/:id, the whole session with its deck: one key and one freshness for every app that reads it
 * (the shell's Join Now and results page, the swipe app's match and results screens and its outcome poll).
 */
export const sessionQueryKey = (sessionId: string) => ['/api/sessions', sessionId] as const;

export function getSession(sessionId: string): Promise<Session> {
  return apiRequest<Session>('GET', `/api/sessions/${encodeURIComponent(sessionId)}`);
}

export const sessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionQueryKey(sessionId),
    queryFn: () => getSession(sessionId),
    // A session changes while it runs (status, match): joining, the match screen and the outcome poll must see it
    // as it is now, never as an earlier visit cached it.
    staleTime: 0,
  });
