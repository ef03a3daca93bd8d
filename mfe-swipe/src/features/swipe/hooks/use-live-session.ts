import { useEffect, useRef, useState } from 'react';
import type { LiveConnection } from '@forkcast/shared-ui';
import type { SessionEnd } from '../lib/session-end';

export type CreateLiveConnection = () => LiveConnection;

interface Options {
  sessionId: string;
  userId: string;
  /** Only partnered sessions have anyone to hear from: solo sessions open no socket. */
  partnered: boolean;
  createConnection: CreateLiveConnection;
  onEnd: (end: SessionEnd) => void;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The live side of a partnered session (spec §4 "Live messages"): the partner's presence, and the
 * end of the session when the partner's swipe decided it (match_found, session_results).
 * Returns whether the partner is online.
 */
export function useLiveSession({ sessionId, userId, partnered, createConnection, onEnd }: Options): boolean {
  const [partnerOnline, setPartnerOnline] = useState(false);
  // The latest callback without reopening the socket each render.
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (!partnered) return;
    const live = createConnection();
    const forThisSession = (payload: { sessionId: string }) => sameId(payload.sessionId, sessionId);
    const unsubscribe = [
      live.on('partner_status', (payload) => {
        // The server also reports this user's own presence to the room; only the partner's counts.
        if (forThisSession(payload) && !sameId(payload.userId, userId)) setPartnerOnline(payload.status === 'online');
      }),
      live.on('match_found', (payload) => {
        if (forThisSession(payload)) onEndRef.current({ kind: 'match', restaurantId: payload.restaurant.placeId });
      }),
      live.on('session_results', (payload) => {
        if (!forThisSession(payload)) return;
        onEndRef.current(payload.match ? { kind: 'match', restaurantId: payload.match.placeId } : { kind: 'no-match' });
      }),
    ];
    live.open({ userId, sessionId });
    return () => {
      unsubscribe.forEach((off) => off());
      live.close();
    };
  }, [partnered, createConnection, sessionId, userId]);

  return partnerOnline;
}
