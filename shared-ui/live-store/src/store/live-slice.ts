import { createSlice } from '@reduxjs/toolkit';
import { liveConnectionClosed, liveConnectionDropped, liveConnectionOpened, liveEventActions } from './live-actions';

/**
 * The live connection's status: 'connecting' until the server acknowledges the register, 'live' after,
 * 'reconnecting' while socket.io retries with backoff, 'refused' when the server said no, 'closed' signed out.
 */
export type LiveStatus = 'closed' | 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface LiveState {
  status: LiveStatus;
  /** The session the connection is registered for, if any. */
  sessionId: string | null;
  /**
   * The connection's id as the server acknowledged it: sent with this tab's swipes and undos
   * (LIVE_SOCKET_HEADER) so that their echo to the user's other tabs skips this one.
   */
  socketId: string | null;
}

const initialState: LiveState = { status: 'closed', sessionId: null, socketId: null };

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(liveConnectionOpened, (state, { payload }) => ({
        status: 'connecting',
        sessionId: payload.sessionId ?? null,
        // A re-register keeps its socket (and id); a new socket says its own id when it registers.
        socketId: state.socketId,
      }))
      .addCase(liveEventActions.registered, (state, { payload }) => {
        state.status = 'live';
        state.socketId = payload.socketId ?? null;
      })
      .addCase(liveEventActions.error, (state) => {
        state.status = 'refused';
      })
      .addCase(liveConnectionDropped, (state) => {
        if (state.status !== 'closed') state.status = 'reconnecting';
        state.socketId = null;
      })
      .addCase(liveConnectionClosed, () => initialState);
  },
  selectors: {
    selectLiveStatus: (state) => state.status,
    selectLiveSocketId: (state) => state.socketId,
  },
});
