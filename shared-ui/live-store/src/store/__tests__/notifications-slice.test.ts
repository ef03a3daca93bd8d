import type { Notification } from '@forkcast/contracts';
import { liveEventActions } from '../live-actions';
import { notificationsSlice, unreadCountRead, type NotificationsState } from '../notifications-slice';

const notification = (read = false): Notification => ({ id: 'n1', type: 'session_match', read, createdAt: '2026-01-01T00:00:00Z' });
const heard = (receivedAt: number, read = false) => ({
  ...liveEventActions.notification({ notification: notification(read) }),
  meta: { receivedAt },
});
const reduce = (actions: { type: string }[], from?: NotificationsState) =>
  actions.reduce(notificationsSlice.reducer, from ?? notificationsSlice.getInitialState());
const { selectUnreadCount, selectNotificationsReceived } = notificationsSlice.selectors;

describe("notifications slice: the bell's badge", () => {
  it('a live notification is stamped on arrival and moves the badge at once; a read one only counts as received', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1234);
    expect(liveEventActions.notification({ notification: notification() }).meta).toEqual({ receivedAt: 1234 });
    jest.restoreAllMocks();
    const state = reduce([heard(10), heard(20, true)]);
    expect(selectUnreadCount({ notifications: state })).toBe(1);
    expect(selectNotificationsReceived({ notifications: state })).toBe(2);
  });

  it('takes the count of a newer list read, never of an older or the same one', () => {
    const first = reduce([unreadCountRead({ unread: 3, readAt: 100 })]);
    expect(first.unread).toBe(3);
    expect(reduce([unreadCountRead({ unread: 1, readAt: 100 })], first).unread).toBe(3);
    expect(reduce([unreadCountRead({ unread: 1, readAt: 50 })], first).unread).toBe(3);
    expect(reduce([unreadCountRead({ unread: 0, readAt: 150 })], first).unread).toBe(0);
  });

  it('a list requested before the last live notification arrived cannot take its badge back', () => {
    const state = reduce([unreadCountRead({ unread: 0, readAt: 100 }), heard(200)]);
    expect(state.unread).toBe(1);
    // Requested at 150, answered after the notification: it may not hold it.
    expect(reduce([unreadCountRead({ unread: 0, readAt: 150 })], state).unread).toBe(1);
    // Requested after it arrived: it holds it, and says it is read now.
    expect(reduce([unreadCountRead({ unread: 0, readAt: 250 })], state).unread).toBe(0);
  });
});
