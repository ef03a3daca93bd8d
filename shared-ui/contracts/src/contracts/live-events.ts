import { z } from 'zod';
import type { Notification } from './notification';
import type { Restaurant } from './restaurant';
import type { SwipeRef } from './swipe';
export * from '../domain/live-events';

/**
 * With a sessionId: joins the user's and the session's rooms. Without: joins only the user's room, which is
 * all the notification bell needs.
 */
export const registerPayloadSchema = z.object({
  userId: z.uuid(),
  sessionId: z.uuid().optional(),
  /**
   * With a sessionId: true when the tab follows the session from elsewhere than its swipe screen (home's
   * active session card). It hears the session's events but does not make the user 'online' to the partner,
   * whose pill means "on the swipe screen". Absent or false: the swipe screen.
   */
  watching: z.boolean().optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export interface LiveErrorPayload {
  message: string;
}
export interface RegisteredPayload {
  userId: string;
  /** Absent for a user-only registration. */
  sessionId?: string;
  /**
   * This connection's id: the tab sends it with its swipes and undos (LIVE_SOCKET_HEADER) so that their echo
   * to the user's other tabs skips it. Absent from a gateway older than the echo.
   */
  socketId?: string;
}
export interface PartnerStatusPayload {
  sessionId: string;
  userId: string;
  status: 'online' | 'offline';
}
/**
 * A partner's progress through the shared deck. Never their like/pass or the place: choices stay private
 * until session_results, as they are over HTTP.
 */
export interface PartnerSwipePayload {
  sessionId: string;
  userId: string;
  /** Cards this partner has swiped so far. */
  swiped: number;
  /** Cards in the deck. */
  total: number;
  /**
   * Cards no member has passed, counted with this swipe or undo (whoever made it, this user included): the
   * room's "N can still match". Absent from a gateway older than the count.
   */
  canStillMatch?: number;
}
export interface PartnerCompletedPayload {
  sessionId: string;
  userId: string;
}
export interface SessionResultsPayload {
  sessionId: string;
  match: Restaurant | null;
}
export interface MatchFoundPayload {
  sessionId: string;
  restaurant: Restaurant;
}
/**
 * This user's own swipe, made in another tab (or on another device): sent to the user's other sockets only,
 * never to the partner (who hears counts, partner_swipe). The card leaves this tab's deck without a request.
 */
export interface OwnSwipePayload {
  sessionId: string;
  swipe: SwipeRef;
}
/** This user's own undo elsewhere: `undone` comes back on top, `lastSwipe` is what a further undo takes back. */
export interface OwnUndoPayload {
  sessionId: string;
  undone: SwipeRef;
  lastSwipe: SwipeRef | null;
}
/** A session started with this user in it (their own other tabs hear it too). */
export interface SessionStartedPayload {
  sessionId: string;
  /** Who started it. */
  userId: string;
}
/** A subscription changed: the user's own (another tab, a webhook) or a partner's, whose premium is shared. */
export interface SubscriptionChangedPayload {
  /** Whose subscription it is. */
  userId: string;
}
/** A partnership ended (either member removed it, or deleted their account). */
export interface PartnershipEndedPayload {
  partnershipId: string;
  /** Who ended it. */
  userId: string;
}
/** A guest joined the session or was taken out: the room reads its members again (GET /api/sessions/:id). */
export interface SessionMembersPayload {
  sessionId: string;
}
export interface NotificationPayload {
  notification: Notification;
}

/** Typed socket.io maps (`Server<ClientToServerEvents, ServerToClientEvents>`, `Socket<…>` on the client). */
export interface ServerToClientEvents {
  error: (payload: LiveErrorPayload) => void;
  registered: (payload: RegisteredPayload) => void;
  partner_status: (payload: PartnerStatusPayload) => void;
  partner_swipe: (payload: PartnerSwipePayload) => void;
  partner_completed: (payload: PartnerCompletedPayload) => void;
  session_results: (payload: SessionResultsPayload) => void;
  match_found: (payload: MatchFoundPayload) => void;
  notification: (payload: NotificationPayload) => void;
  own_swipe: (payload: OwnSwipePayload) => void;
  own_undo: (payload: OwnUndoPayload) => void;
  session_started: (payload: SessionStartedPayload) => void;
  subscription_changed: (payload: SubscriptionChangedPayload) => void;
  partnership_ended: (payload: PartnershipEndedPayload) => void;
  session_members: (payload: SessionMembersPayload) => void;
}
export interface ClientToServerEvents {
  register: (payload: RegisterPayload) => void;
}
/** Events the gateway pushes to rooms (everything but the handshake replies). */
export type LiveBroadcastEvent = Exclude<keyof ServerToClientEvents, 'error' | 'registered'>;
