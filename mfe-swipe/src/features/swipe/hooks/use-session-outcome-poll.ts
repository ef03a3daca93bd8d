import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '@forkcast/api-client';
import { isSessionActive } from '@forkcast/contracts/domain';
import type { SessionEnd } from '../lib/session-end';

/** How often a partner who has finished asks whether the session has ended. */
export const OUTCOME_POLL_MS = 5_000;

interface Options {
  sessionId: string;
  /** Only while this user waits for the partner ("You're Done!") and the end is not known yet. */
  enabled: boolean;
  onEnd: (end: SessionEnd) => void;
}

/**
 * The live channel's safety net. match_found / session_results are pushed once; a push that cannot be
 * delivered (the socket was reconnecting, the instances' Redis was down) is not replayed, and a partner
 * left on "You're Done!" would wait forever. While waiting, the session itself is read every few seconds:
 * once it is over, its stored outcome ends the screen exactly as the live message would have.
 */
export function useSessionOutcomePoll({ sessionId, enabled, onEnd }: Options): void {
  const { data } = useQuery({ ...sessionQuery(sessionId), enabled, refetchInterval: OUTCOME_POLL_MS });

  useEffect(() => {
    if (!enabled || !data || isSessionActive(data)) return;
    onEnd(data.matchedRestaurantId ? { kind: 'match', restaurantId: data.matchedRestaurantId } : { kind: 'no-match' });
  }, [enabled, data, onEnd]);
}
