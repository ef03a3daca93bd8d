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
}

const initialState: LiveState = { status: 'closed', sessionId: null };

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(liveConnectionOpened, (_state, { payload }) => ({ status: 'connecting', sessionId: payload.sessionId ?? null }))
      .addCase(liveEventActions.registered, (state) => {
        state.status = 'live';
      })
      .addCase(liveEventActions.error, (state) => {
        state.status = 'refused';
      })
      .addCase(liveConnectionDropped, (state) => {
        if (state.status !== 'closed') state.status = 'reconnecting';
      })
      .addCase(liveConnectionClosed, () => initialState);
  },
  selectors: {
    selectLiveStatus: (state) => state.status,
  },
});
