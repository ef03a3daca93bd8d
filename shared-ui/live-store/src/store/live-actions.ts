import { createAction } from '@reduxjs/toolkit';
import type {
  MatchFoundPayload,
  NotificationPayload,
  OwnSwipePayload,
  OwnUndoPayload,
  PartnerCompletedPayload,
  PartnerStatusPayload,
  PartnerSwipePayload,
  PartnershipEndedPayload,
  SessionMembersPayload,
  RegisteredPayload,
  ServerToClientEvents,
  SessionResultsPayload,
  SessionStartedPayload,
  SubscriptionChangedPayload,
} from '@forkcast/contracts';

/*
 * Every server event of the live channel becomes one action (the LiveBridge dispatches them), so the bell,
 * the swipe screen and home read one store instead of each holding a socket. Slices — the shell's and the
 * remotes' injected ones — react to the events they care about in their extraReducers.
 */
export const liveEventActions = {
  error: createAction<{ message: string }>('live/error'),
  registered: createAction<RegisteredPayload>('live/registered'),
  partner_status: createAction<PartnerStatusPayload>('live/partnerStatus'),
  partner_swipe: createAction<PartnerSwipePayload>('live/partnerSwipe'),
  partner_completed: createAction<PartnerCompletedPayload>('live/partnerCompleted'),
  session_results: createAction<SessionResultsPayload>('live/sessionResults'),
  match_found: createAction<MatchFoundPayload>('live/matchFound'),
  // Stamped on arrival: a list requested before a notification arrived must not take its badge back.
  notification: createAction('live/notification', (payload: NotificationPayload) => ({ payload, meta: { receivedAt: Date.now() } })),
  own_swipe: createAction<OwnSwipePayload>('live/ownSwipe'),
  own_undo: createAction<OwnUndoPayload>('live/ownUndo'),
  session_started: createAction<SessionStartedPayload>('live/sessionStarted'),
  subscription_changed: createAction<SubscriptionChangedPayload>('live/subscriptionChanged'),
  partnership_ended: createAction<PartnershipEndedPayload>('live/partnershipEnded'),
  // A guest joined or was taken out: the room reads its members again.
  session_members: createAction<SessionMembersPayload>('live/sessionMembers'),
} satisfies { [E in keyof ServerToClientEvents]: unknown };

/** The connection itself (not a server event): opened for a registration, dropped (socket.io retries), closed. */
export const liveConnectionOpened = createAction<{ userId: string; sessionId?: string }>('live/opened');
export const liveConnectionDropped = createAction('live/dropped');
export const liveConnectionClosed = createAction('live/closed');
