import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { liveEventActions } from './live-actions';

export interface NotificationsState {
  /** Unread count for the bell's badge: the last list read, plus what arrived live since. */
  unread: number;
  /** Live notifications since the page loaded; a listener refetches the list when it changes. */
  received: number;
}

const initialState: NotificationsState = { unread: 0, received: 0 };

/**
 * The bell's badge. The notification list itself stays in the query cache; the badge moves the moment a
 * `notification` event arrives, before the refetch it triggers has answered.
 */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    unreadCountRead: (state, { payload }: PayloadAction<number>) => {
      state.unread = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(liveEventActions.notification, (state, { payload }) => {
      state.received += 1;
      if (!payload.notification.read) state.unread += 1;
    });
  },
  selectors: {
    selectUnreadCount: (state) => state.unread,
    selectNotificationsReceived: (state) => state.received,
  },
});

export const { unreadCountRead } = notificationsSlice.actions;
