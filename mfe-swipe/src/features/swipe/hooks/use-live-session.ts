import { useEffect, useRef, useState } from 'react';
import type { LiveConnection } from '@forkcast/shared-ui';
import type { PartnerProgress } from '@forkcast/shared-ui/contracts';
import type { SessionEnd } from '../lib/session-end';

export type CreateLiveConnection = () => LiveConnection;

interface Options {
  sessionId: string;
  userId: string;
  /** Only partnered sessions have anyone to hear from: solo sessions open no socket. */
  partnered: boolean;
  createConnection: CreateLiveConnection;
  onEnd: (end: SessionEnd) => void;
  /** The partner's progress as the session read gave it on entry; partner_swipe keeps it current. */
  initialPartnerProgress: PartnerProgress | null;
}

export interface LiveSessionState {
  partnerOnline: boolean;
  partnerProgress: PartnerProgress | null;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The live side of a partnered session (spec §4 "Live messages"): the partner's presence and progress
 * (partner_swipe: counts only, never their choice), and the end of the session when the partner's swipe
 * decided it (match_found, session_results).
 */
export function useLiveSession({ sessionId, userId, partnered, createConnection, onEnd, initialPartnerProgress }: Options): LiveSessionState {
  const [partnerOnline, setPartnerOnline] = useState(false);
  const [partnerProgress, setPartnerProgress] = useState(initialPartnerProgress);
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
      live.on('partner_swipe', (payload) => {
        if (!forThisSession(payload) || sameId(payload.userId, userId)) return;
        setPartnerProgress((before) => ({
          userId: payload.userId,
          // The name comes from the session read; a partner the read didn't know (it failed) is 'Partner'.
          name: before?.name ?? 'Partner',
          swiped: payload.swiped,
          total: payload.total,
        }));
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

  return { partnerOnline, partnerProgress };
}
