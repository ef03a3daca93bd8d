import { z } from 'zod';
import type { Notification } from './notification';
import type { Restaurant } from './restaurant';
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
}
export interface ClientToServerEvents {
  register: (payload: RegisterPayload) => void;
}
/** Events the gateway pushes to rooms (everything but the handshake replies). */
export type LiveBroadcastEvent = Exclude<keyof ServerToClientEvents, 'error' | 'registered'>;
