import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { liveEventActions } from './live-actions';

export interface NotificationsState {
  /** Unread count for the bell's badge: the last list read, plus what arrived live since. */
  unread: number;
  /**
   * When the list behind `unread` was requested (ms); an older or the same read never overwrites the count.
   * The request's start, not its answer: a list the server read before a notification existed can arrive
   * after it (or be applied later, when the bell mounts again with the cached list).
   */
  readAt: number;
  /** When the last live notification arrived (ms): a list requested before then may not hold it. */
  heardAt: number;
  /** Live notifications since the page loaded; a listener refetches the list when it changes. */
  received: number;
}

const initialState: NotificationsState = { unread: 0, readAt: 0, heardAt: 0, received: 0 };

/**
 * The bell's badge. The notification list itself stays in the query cache; the badge moves the moment a
 * `notification` event arrives, before the refetch it triggers has answered.
 */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    unreadCountRead: (state, { payload }: PayloadAction<{ unread: number; readAt: number }>) => {
      // A bell mounting again with the cached list must not undo what arrived live since that list; the
      // refetch each live notification triggers (or the bell's next mount) brings a list that holds it.
      if (payload.readAt <= state.readAt || payload.readAt < state.heardAt) return;
      state.unread = payload.unread;
      state.readAt = payload.readAt;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(liveEventActions.notification, (state, { payload, meta }) => {
      state.received += 1;
      state.heardAt = Math.max(state.heardAt, meta.receivedAt);
      if (!payload.notification.read) state.unread += 1;
    });
  },
  selectors: {
    selectUnreadCount: (state) => state.unread,
    selectNotificationsReceived: (state) => state.received,
  },
});

export const { unreadCountRead } = notificationsSlice.actions;
