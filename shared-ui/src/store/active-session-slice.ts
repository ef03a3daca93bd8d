import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PartnerProgress } from '../contracts/session';
import type { Session } from '../contracts/session';
import { liveEventActions } from './live-actions';
import { userSignedIn } from './signed-in-user-slice';

/** Where the partner is in the shared deck, as the session read and then the live channel report it. */
export interface PartnerPresence extends PartnerProgress {
  online: boolean;
  completed: boolean;
}

/** How the session ended, when the partner's swipe (not this user's) decided it. */
export type SessionOutcome = { kind: 'match'; restaurantId: string } | { kind: 'no-match' };

export interface ActiveSessionState {
  /**
   * The session this tab swipes in, with its deck: chosen by a start or Join Now, kept while the user is away
   * from /swipe, restored from the tab's snapshot after a reload. /swipe re-checks it with the server on entry.
   */
  session: Session | null;
  /** Whose it is (null: restored from an older snapshot that did not say). */
  ownerId: string | null;
  /** The session whose room the live connection is in: set while /swipe shows a partnered session. */
  sessionId: string | null;
  /** This user: the server also reports their own presence and progress to the room, which don't count. */
  userId: string | null;
  partner: PartnerPresence | null;
  outcome: SessionOutcome | null;
}

const initialState: ActiveSessionState = { session: null, ownerId: null, sessionId: null, userId: null, partner: null, outcome: null };
const notInRoom = { sessionId: null, userId: null, partner: null, outcome: null } as const;

const sameId = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The session this tab is swiping in, the one source for it: starting a session or Join Now chooses it,
 * /swipe reads it, the end clears it (a listener keeps a sessionStorage snapshot of it, see
 * active-session-snapshot.ts). Entering /swipe also enters its room (the shell's live connection then
 * registers for it); the live events about it — presence, progress, the end — land here, whichever screen
 * shows them. Leaving /swipe leaves the room but keeps the session, for Join Now and a return.
 */
export const activeSessionSlice = createSlice({
  name: 'activeSession',
  initialState,
  reducers: {
    activeSessionChosen: (state, { payload }: PayloadAction<{ session: Session; userId: string }>) => {
      state.session = payload.session;
      state.ownerId = payload.userId;
    },
    /** The session ended, or the server no longer calls it active: nothing to resume. The room is left apart. */
    activeSessionCleared: (state) => {
      state.session = null;
      state.ownerId = null;
    },
    activeSessionEntered: (
      state,
      { payload }: PayloadAction<{ sessionId: string; userId: string; partnerProgress: PartnerProgress | null }>,
    ) => {
      const same = sameId(state.sessionId, payload.sessionId);
      const known = same ? state.partner : null;
      const read = payload.partnerProgress;
      return {
        session: state.session,
        ownerId: state.ownerId,
        sessionId: payload.sessionId,
        userId: payload.userId,
        // The fresher of the session read and what the channel already said.
        partner: read
          ? { ...read, swiped: Math.max(read.swiped, known?.swiped ?? 0), online: known?.online ?? false, completed: known?.completed ?? false }
          : known,
        outcome: same ? state.outcome : null,
      };
    },
    activeSessionLeft: (state) => ({ ...state, ...notInRoom }),
  },
  extraReducers: (builder) => {
    const forPartner = (state: ActiveSessionState, payload: { sessionId: string; userId: string }) =>
      sameId(state.sessionId, payload.sessionId) && !sameId(state.userId, payload.userId);
    const partnerOf = (state: ActiveSessionState, userId: string): PartnerPresence =>
      state.partner ?? { userId, name: 'Partner', swiped: 0, total: 0, online: false, completed: false };
    builder
      // Another user signing in to this tab (or a deleted account's successor) never inherits the session.
      .addCase(userSignedIn, (state, { payload }) => {
        if (state.ownerId !== null && state.ownerId !== payload.id) Object.assign(state, initialState);
      })
      .addCase(liveEventActions.partner_status, (state, { payload }) => {
        if (forPartner(state, payload)) state.partner = { ...partnerOf(state, payload.userId), online: payload.status === 'online' };
      })
      .addCase(liveEventActions.partner_swipe, (state, { payload }) => {
        if (!forPartner(state, payload)) return;
        // Swiping means the partner is here, even if their presence event was missed.
        state.partner = { ...partnerOf(state, payload.userId), swiped: payload.swiped, total: payload.total, online: true };
      })
      .addCase(liveEventActions.partner_completed, (state, { payload }) => {
        if (forPartner(state, payload)) state.partner = { ...partnerOf(state, payload.userId), completed: true };
      })
      .addCase(liveEventActions.match_found, (state, { payload }) => {
        if (sameId(state.sessionId, payload.sessionId)) state.outcome = { kind: 'match', restaurantId: payload.restaurant.placeId };
      })
      .addCase(liveEventActions.session_results, (state, { payload }) => {
        if (!sameId(state.sessionId, payload.sessionId)) return;
        state.outcome = payload.match ? { kind: 'match', restaurantId: payload.match.placeId } : { kind: 'no-match' };
      });
  },
  selectors: {
    selectActiveSession: (state) => state.session,
    selectActiveSessionId: (state) => state.sessionId,
    selectPartnerPresence: (state) => state.partner,
    selectSessionOutcome: (state) => state.outcome,
  },
});

export const { activeSessionChosen, activeSessionCleared, activeSessionEntered, activeSessionLeft } = activeSessionSlice.actions;
