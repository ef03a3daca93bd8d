import { toast } from '@forkcast/design-system';
import { FakeLiveConnection } from '../../fake-live-connection';
import { activeSessionEntered, activeSessionLeft, activeSessionSlice, activeSessionWatched } from '@forkcast/live-store';
import { createAppStore, type AppStore } from '@forkcast/live-store';
import { LiveBridge } from '@forkcast/live-store';
import { liveSlice } from '@forkcast/live-store';
import { notificationsSlice, unreadCountRead } from '@forkcast/live-store';
import { userSignedIn, userSignedOut } from '@forkcast/live-store';
import type { Notification, Restaurant } from '@forkcast/contracts';

const ME = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const SESSION = '33333333-3333-4333-8333-333333333333';

const { selectPartnerPresence, selectPartnerPresenceIn, selectSessionOutcome } = activeSessionSlice.selectors;
const { selectLiveStatus } = liveSlice.selectors;
const { selectUnreadCount } = notificationsSlice.selectors;

let store: AppStore;
let live: FakeLiveConnection;
let stop: () => void;

beforeEach(() => {
  store = createAppStore();
  live = new FakeLiveConnection();
  stop = new LiveBridge(live, store).start();
});
afterEach(() => {
  stop();
  store.dispose();
});

const enterSession = (swiped = 3) =>
  store.dispatch(
    activeSessionEntered({ sessionId: SESSION, userId: ME, partnerProgress: { userId: BEN, name: 'Ben', swiped, total: 20 } }),
  );

describe('the live connection follows the store', () => {
  it('opens on sign-in, moves the same socket into the active session and out of it, closes on sign-out', () => {
    expect(live.isOpen()).toBe(false);
    store.dispatch(userSignedIn({ id: ME, name: 'Ann' }));
    expect(live.registrations).toEqual([{ userId: ME }]);
    expect(selectLiveStatus(store.getState())).toBe('connecting');

    enterSession();
    store.dispatch(activeSessionLeft());
    expect(live.registrations).toEqual([{ userId: ME }, { userId: ME, sessionId: SESSION }, { userId: ME }]);
    expect(live.opened).toBe(1);

    store.dispatch(userSignedOut());
    expect(live.isOpen()).toBe(false);
    expect(selectLiveStatus(store.getState())).toBe('closed');
  });

  it("home watches the waiting session on the same socket, registered so that it doesn't count as the user being on /swipe", () => {
    store.dispatch(userSignedIn({ id: ME, name: 'Ann' }));
    const read = (swiped: number) => ({ sessionId: SESSION, userId: ME, partnerProgress: { userId: BEN, name: 'Ben', swiped, total: 20 } });
    store.dispatch(activeSessionWatched(read(2)));
    // Each poll sends the read again: the same registration stays, no re-register.
    store.dispatch(activeSessionWatched(read(2)));
    // Join Now: from home to /swipe, the same room, now present; back home, watching again.
    store.dispatch(activeSessionLeft());
    enterSession();
    store.dispatch(activeSessionLeft());
    store.dispatch(activeSessionWatched(read(3)));
    expect(live.registrations).toEqual([
      { userId: ME },
      { userId: ME, sessionId: SESSION, watching: true },
      { userId: ME },
      { userId: ME, sessionId: SESSION },
      { userId: ME },
      { userId: ME, sessionId: SESSION, watching: true },
    ]);
    expect(live.opened).toBe(1);
  });

  it('tracks the status: live once registered, reconnecting after a drop, refused on an error', () => {
    store.dispatch(userSignedIn({ id: ME, name: 'Ann' }));
    live.push('registered', { userId: ME });
    expect(selectLiveStatus(store.getState())).toBe('live');
    live.drop();
    expect(selectLiveStatus(store.getState())).toBe('reconnecting');
    live.push('error', { message: 'You can only register as yourself' });
    expect(selectLiveStatus(store.getState())).toBe('refused');
  });
});

describe('server events become actions on the active session', () => {
  beforeEach(() => {
    store.dispatch(userSignedIn({ id: ME, name: 'Ann' }));
    enterSession();
  });

  it("keeps the partner's presence and progress, ignoring this user's own and other sessions'", () => {
    live.push('partner_status', { sessionId: SESSION, userId: BEN, status: 'online' });
    live.push('partner_swipe', { sessionId: SESSION, userId: BEN, swiped: 7, total: 20 });
    live.push('partner_swipe', { sessionId: SESSION, userId: ME, swiped: 12, total: 20 });
    live.push('partner_swipe', { sessionId: 'another', userId: BEN, swiped: 19, total: 20 });
    expect(selectPartnerPresence(store.getState())).toEqual({
      userId: BEN,
      name: 'Ben',
      swiped: 7,
      total: 20,
      online: true,
      completed: false,
    });

    live.push('partner_completed', { sessionId: SESSION.toUpperCase(), userId: BEN });
    expect(selectPartnerPresence(store.getState())?.completed).toBe(true);
    live.push('partner_status', { sessionId: SESSION, userId: BEN, status: 'offline' });
    expect(selectPartnerPresence(store.getState())?.online).toBe(false);
  });

  it('records the end the partner decided: match_found and session_results', () => {
    const place = { placeId: 'p1' } as Restaurant;
    live.push('session_results', { sessionId: SESSION, match: null });
    expect(selectSessionOutcome(store.getState())).toEqual({ kind: 'no-match' });
    live.push('match_found', { sessionId: SESSION, restaurant: place });
    expect(selectSessionOutcome(store.getState())).toEqual({ kind: 'match', restaurantId: 'p1' });
  });

  it('re-entering the same session keeps the fresher progress; a new session starts clean', () => {
    live.push('partner_swipe', { sessionId: SESSION, userId: BEN, swiped: 9, total: 20 });
    enterSession(4);
    expect(selectPartnerPresence(store.getState())?.swiped).toBe(9);
    store.dispatch(activeSessionEntered({ sessionId: 'other', userId: ME, partnerProgress: null }));
    expect(selectPartnerPresence(store.getState())).toBeNull();
  });
});

describe("home's watched session: the card reads the partner from the store", () => {
  const watch = (swiped: number, sessionId = SESSION) =>
    store.dispatch(activeSessionWatched({ sessionId, userId: ME, partnerProgress: { userId: BEN, name: 'Ben', swiped, total: 20 } }));

  beforeEach(() => store.dispatch(userSignedIn({ id: ME, name: 'Ann' })));

  it('starts from the read, moves on live, and a later, older read never winds the count back', () => {
    watch(2);
    expect(selectPartnerPresenceIn(store.getState(), SESSION)).toEqual({
      userId: BEN,
      name: 'Ben',
      swiped: 2,
      total: 20,
      online: false,
      completed: false,
    });
    live.push('partner_status', { sessionId: SESSION, userId: BEN, status: 'online' });
    live.push('partner_swipe', { sessionId: SESSION, userId: BEN, swiped: 5, total: 20 });
    watch(4);
    expect(selectPartnerPresenceIn(store.getState(), SESSION)).toMatchObject({ swiped: 5, online: true });
    // A poll that ran after more swipes than the channel delivered (a dropped connection) moves it on.
    watch(8);
    expect(selectPartnerPresenceIn(store.getState(), SESSION.toUpperCase())).toMatchObject({ swiped: 8, online: true });
  });

  it("is null for a session the connection doesn't follow, and after leaving the room", () => {
    watch(2);
    expect(selectPartnerPresenceIn(store.getState(), 'another')).toBeNull();
    store.dispatch(activeSessionLeft());
    expect(selectPartnerPresenceIn(store.getState(), SESSION)).toBeNull();
  });

  it('the end reaches home too', () => {
    watch(2);
    live.push('match_found', { sessionId: SESSION, restaurant: { placeId: 'p1' } as Restaurant });
    expect(selectSessionOutcome(store.getState())).toEqual({ kind: 'match', restaurantId: 'p1' });
  });
});

it('the bell badge counts live notifications on top of the last list read, until a list requested later', () => {
  const before = Date.now() - 5_000;
  store.dispatch(unreadCountRead({ unread: 2, readAt: before }));
  live.push('notification', { notification: { id: 'n1', read: false } as Notification });
  const heard = Date.now();
  expect(selectUnreadCount(store.getState())).toBe(3);
  expect(notificationsSlice.selectors.selectNotificationsReceived(store.getState())).toBe(1);
  // The bell mounting again with the same cached list leaves the live count alone...
  store.dispatch(unreadCountRead({ unread: 2, readAt: before }));
  expect(selectUnreadCount(store.getState())).toBe(3);
  // ...a list requested after the notification arrived replaces it.
  store.dispatch(unreadCountRead({ unread: 3, readAt: heard + 1_000 }));
  expect(selectUnreadCount(store.getState())).toBe(3);
  store.dispatch(unreadCountRead({ unread: 0, readAt: heard + 2_000 }));
  expect(selectUnreadCount(store.getState())).toBe(0);
});

it('a list requested before a live notification arrived does not take its badge back, however late it is applied', () => {
  store.dispatch(unreadCountRead({ unread: 0, readAt: Date.now() - 60_000 }));
  // A refetch goes out (the bell then unmounts: the room has no header)...
  const requested = Date.now() - 1;
  // ...the match's notification arrives live while it is in flight...
  live.push('notification', { notification: { id: 'n1', read: false } as Notification });
  expect(selectUnreadCount(store.getState())).toBe(1);
  // ...and its answer, read by the server before the match, is applied when the bell mounts again on home.
  store.dispatch(unreadCountRead({ unread: 0, readAt: requested }));
  expect(selectUnreadCount(store.getState())).toBe(1);
});

it('takes over the toast slot: a toast raised before the store exists is in its state, later ones dispatch', () => {
  store.dispose();
  toast({ title: 'Code sent' });
  store = createAppStore();
  expect(store.getState().toasts.current).toMatchObject({ title: 'Code sent', open: true });
  toast({ title: 'Session started' });
  expect(store.getState().toasts.current).toMatchObject({ title: 'Session started' });
});
