import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PartnerProgress } from '../contracts/session';
import { liveEventActions } from './live-actions';

/** Where the partner is in the shared deck, as the session read and then the live channel report it. */
export interface PartnerPresence extends PartnerProgress {
  online: boolean;
  completed: boolean;
}

/** How the session ended, when the partner's swipe (not this user's) decided it. */
export type SessionOutcome = { kind: 'match'; restaurantId: string } | { kind: 'no-match' };

export interface ActiveSessionState {
  sessionId: string | null;
  /** This user: the server also reports their own presence and progress to the room, which don't count. */
  userId: string | null;
  partner: PartnerPresence | null;
  outcome: SessionOutcome | null;
}

const initialState: ActiveSessionState = { sessionId: null, userId: null, partner: null, outcome: null };

const sameId = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The session this tab is swiping in. Entering /swipe sets it (the shell's live connection then registers
 * for it); the live events about it — presence, progress, the end — land here, whichever screen shows them.
 */
export const activeSessionSlice = createSlice({
  name: 'activeSession',
  initialState,
  reducers: {
    activeSessionEntered: (
      state,
      { payload }: PayloadAction<{ sessionId: string; userId: string; partnerProgress: PartnerProgress | null }>,
    ) => {
      const same = sameId(state.sessionId, payload.sessionId);
      const known = same ? state.partner : null;
      const read = payload.partnerProgress;
      return {
        sessionId: payload.sessionId,
        userId: payload.userId,
        // The fresher of the session read and what the channel already said.
        partner: read
          ? { ...read, swiped: Math.max(read.swiped, known?.swiped ?? 0), online: known?.online ?? false, completed: known?.completed ?? false }
          : known,
        outcome: same ? state.outcome : null,
      };
    },
    activeSessionLeft: () => initialState,
  },
  extraReducers: (builder) => {
    const forPartner = (state: ActiveSessionState, payload: { sessionId: string; userId: string }) =>
      sameId(state.sessionId, payload.sessionId) && !sameId(state.userId, payload.userId);
    const partnerOf = (state: ActiveSessionState, userId: string): PartnerPresence =>
      state.partner ?? { userId, name: 'Partner', swiped: 0, total: 0, online: false, completed: false };
    builder
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
    selectActiveSessionId: (state) => state.sessionId,
    selectPartnerPresence: (state) => state.partner,
    selectSessionOutcome: (state) => state.outcome,
  },
});

export const { activeSessionEntered, activeSessionLeft } = activeSessionSlice.actions;
