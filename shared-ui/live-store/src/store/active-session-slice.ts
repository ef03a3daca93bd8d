import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PartnerProgress } from '@forkcast/contracts';
import type { Session } from '@forkcast/contracts';
import { liveEventActions } from './live-actions';
import { userSignedIn } from './signed-in-user-slice';

/** Where the partner is in the shared deck, as the session read and then the live channel report it. */
export interface PartnerPresence extends PartnerProgress {
  online: boolean;
  completed: boolean;
}

/**
 * A group session's member as the room reports them: each other member's presence and progress,
 * by user id. Pairs use `partner`; a group has several, so they are kept apart here.
 */
export interface MemberPresence {
  online: boolean;
  /** Null until the room said (the session read's count stands until then). */
  swiped: number | null;
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
  /**
   * The session whose room the live connection is in: set while /swipe shows a partnered session, or while
   * home shows the partner session waiting for this user.
   */
  sessionId: string | null;
  /**
   * In the room from elsewhere than the swipe screen (home): the connection hears the session without making
   * this user 'online' to the partner, whose pill means "on the swipe screen".
   */
  watching: boolean;
  /** This user: the server also reports their own presence and progress to the room, which don't count. */
  userId: string | null;
  partner: PartnerPresence | null;
  /** Every other member of the room by user id (a group's strip reads these; a pair's pill reads `partner`). */
  members: Record<string, MemberPresence>;
  /**
   * The room's "N can still match": the cards no member has passed, as the entry read and then every
   * partner_swipe (anyone's, this user's own included) said. Null until either did.
   */
  canStillMatch: number | null;
  outcome: SessionOutcome | null;
}

const initialState: ActiveSessionState = {
  session: null,
  ownerId: null,
  sessionId: null,
  watching: false,
  userId: null,
  partner: null,
  members: {},
  canStillMatch: null,
  outcome: null,
};
const notInRoom = {
  sessionId: null,
  watching: false,
  userId: null,
  partner: null,
  members: {},
  canStillMatch: null,
  outcome: null,
} as const;

interface RoomEntry {
  sessionId: string;
  userId: string;
  /** The partner's progress as the last session read gave it (null: it didn't say). */
  partnerProgress: PartnerProgress | null;
  /** The cards that can still match as that read gave it (absent or null: it didn't say). */
  canStillMatch?: number | null;
}

/** Into the session's room, keeping what the channel already said about it when it is the same room. */
function enterRoom(state: ActiveSessionState, payload: RoomEntry, watching: boolean): ActiveSessionState {
  const same = sameId(state.sessionId, payload.sessionId);
  const known = same ? state.partner : null;
  const read = payload.partnerProgress;
  return {
    session: state.session,
    ownerId: state.ownerId,
    sessionId: payload.sessionId,
    watching,
    userId: payload.userId,
    // The fresher of the session read and what the channel already said.
    partner: read
      ? { ...read, swiped: Math.max(read.swiped, known?.swiped ?? 0), online: known?.online ?? false, completed: known?.completed ?? false }
      : known,
    members: same ? state.members : {},
    // What the room already said is newer than a read made before entering it; a read is all a new room has.
    canStillMatch: (same ? state.canStillMatch : null) ?? payload.canStillMatch ?? null,
    outcome: same ? state.outcome : null,
  };
}

const NO_MEMBERS: Record<string, MemberPresence> = {};
const sameId = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * The session this tab is swiping in, the one source for it: starting a session or Join Now chooses it,
 * /swipe reads it, the end clears it (a listener keeps a sessionStorage snapshot of it, see
 * active-session-snapshot.ts). Entering /swipe also enters its room (the shell's live connection then
 * registers for it); home watches the room of the partner session waiting for this user. The live events
 * about the room — presence, progress, the end — land here, whichever screen shows them. Leaving /swipe
 * leaves the room but keeps the session, for Join Now and a return.
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
    /** /swipe shows the session: in its room, and 'online' to the partner. */
    activeSessionEntered: (state, { payload }: PayloadAction<RoomEntry>) => enterRoom(state, payload, false),
    /**
     * Home shows the session waiting for this user: in its room to hear presence, progress and the end, not
     * 'online' to the partner. Sent again with each read of the session, whose progress may be fresher.
     */
    activeSessionWatched: (state, { payload }: PayloadAction<RoomEntry>) => enterRoom(state, payload, true),
    activeSessionLeft: (state) => ({ ...state, ...notInRoom }),
  },
  extraReducers: (builder) => {
    const forPartner = (state: ActiveSessionState, payload: { sessionId: string; userId: string }) =>
      sameId(state.sessionId, payload.sessionId) && !sameId(state.userId, payload.userId);
    const partnerOf = (state: ActiveSessionState, userId: string): PartnerPresence =>
      state.partner ?? { userId, name: 'Partner', swiped: 0, total: 0, online: false, completed: false };
    const member = (state: ActiveSessionState, userId: string, change: Partial<MemberPresence>) => {
      const key = userId.toLowerCase();
      state.members[key] = { ...(state.members[key] ?? { online: false, swiped: null, completed: false }), ...change };
    };
    builder
      // Another user signing in to this tab (or a deleted account's successor) never inherits the session.
      .addCase(userSignedIn, (state, { payload }) => {
        if (state.ownerId !== null && state.ownerId !== payload.id) Object.assign(state, initialState);
      })
      .addCase(liveEventActions.partner_status, (state, { payload }) => {
        if (!forPartner(state, payload)) return;
        state.partner = { ...partnerOf(state, payload.userId), online: payload.status === 'online' };
        member(state, payload.userId, { online: payload.status === 'online' });
      })
      .addCase(liveEventActions.partner_swipe, (state, { payload }) => {
        // Anyone's swipe or undo, this user's own too, moves the count.
        if (sameId(state.sessionId, payload.sessionId) && payload.canStillMatch !== undefined) state.canStillMatch = payload.canStillMatch;
        if (!forPartner(state, payload)) return;
        // Swiping means the partner is here, even if their presence event was missed.
        state.partner = { ...partnerOf(state, payload.userId), swiped: payload.swiped, total: payload.total, online: true };
        member(state, payload.userId, { swiped: payload.swiped, online: true });
      })
      .addCase(liveEventActions.partner_completed, (state, { payload }) => {
        if (!forPartner(state, payload)) return;
        state.partner = { ...partnerOf(state, payload.userId), completed: true };
        member(state, payload.userId, { completed: true });
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
    /** The partner as the room of this session knows them; null when the connection follows another room or none. */
    selectPartnerPresenceIn: (state, sessionId: string) => (sameId(state.sessionId, sessionId) ? state.partner : null),
    selectSessionOutcome: (state) => state.outcome,
    /** A group's other members as the room of this session knows them; empty for another room or none. */
    selectMemberPresenceIn: (state, sessionId: string) => (sameId(state.sessionId, sessionId) ? state.members : NO_MEMBERS),
    /** "N can still match" in this session's room; null for another room, or before the room or a read said. */
    selectCanStillMatchIn: (state, sessionId: string) => (sameId(state.sessionId, sessionId) ? state.canStillMatch : null),
  },
});

export const { activeSessionChosen, activeSessionCleared, activeSessionEntered, activeSessionWatched, activeSessionLeft } =
  activeSessionSlice.actions;
