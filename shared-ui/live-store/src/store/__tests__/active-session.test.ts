import type { Restaurant, Session } from '@forkcast/contracts';
import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/contracts/domain';
import {
  activeSessionChosen,
  activeSessionCleared,
  activeSessionEntered,
  activeSessionLeft,
  activeSessionSlice,
} from '../active-session-slice';
import { createAppStore, type AppStore } from '../create-app-store';
import { liveEventActions } from '../live-actions';
import { userSignedIn } from '../signed-in-user-slice';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const { selectActiveSession, selectActiveSessionId, selectPartnerPresence } = activeSessionSlice.selectors;

const restaurant: Restaurant = {
  placeId: 'r1',
  name: 'Tacos',
  photoUrl: null,
  cuisineType: 'Mexican',
  priceLevel: 1,
  rating: 4.5,
  distance: 0.4,
  vicinity: '1 Main St',
  aiDescription: null,
  dietaryWarnings: [],
};

const session: Session = {
  id: 's1',
  partnershipId: 'p1',
  status: 'active',
  createdAt: '2025-01-05T10:00:00.000Z',
  completedAt: null,
  matchedRestaurantId: null,
  likedCount: 0,
  restaurants: [restaurant],
};

const stored = () => JSON.parse(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY) ?? 'null');

let stores: AppStore[] = [];
function newStore() {
  const store = createAppStore();
  stores.push(store);
  return store;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  stores.forEach((store) => store.dispose());
  stores = [];
});

describe('the active session: the store is the source, sessionStorage its snapshot', () => {
  it('choosing writes { userId, session, restaurants } (the deck once); clearing removes it', () => {
    const store = newStore();
    store.dispatch(activeSessionChosen({ session, userId: ME }));
    expect(selectActiveSession(store.getState())).toEqual(session);
    expect(stored()).toEqual({ userId: ME, session: { ...session, restaurants: [] }, restaurants: [restaurant] });
    store.dispatch(activeSessionCleared());
    expect(selectActiveSession(store.getState())).toBeNull();
    expect(stored()).toBeNull();
  });

  it('a store created later (a reload) starts from the snapshot', () => {
    newStore().dispatch(activeSessionChosen({ session, userId: ME }));
    const reloaded = newStore();
    expect(selectActiveSession(reloaded.getState())).toEqual(session);
    expect(reloaded.getState().activeSession.ownerId).toBe(ME);
    // Restoring is not entering: the live connection joins the room only when /swipe shows it.
    expect(selectActiveSessionId(reloaded.getState())).toBeNull();
  });

  it('reads the snapshots earlier builds wrote; unreadable or outdated values count as none', () => {
    window.sessionStorage.setItem(
      ACTIVE_SESSION_STORAGE_KEY,
      JSON.stringify({ session: { ...session, restaurants: [] }, restaurants: [restaurant] }),
    );
    expect(newStore().getState().activeSession).toMatchObject({ session, ownerId: null });
    window.sessionStorage.setItem(ACTIVE_SESSION_STORAGE_KEY, JSON.stringify(session));
    expect(selectActiveSession(newStore().getState())).toEqual(session);
    const outdated = [{ id: 's1' }, { ...session, restaurants: 'r1' }, { session: { ...session, status: 1 }, restaurants: [restaurant] }];
    for (const raw of ['{not json', 'null', ...outdated.map((value) => JSON.stringify(value))]) {
      window.sessionStorage.setItem(ACTIVE_SESSION_STORAGE_KEY, raw);
      expect(selectActiveSession(newStore().getState())).toBeNull();
    }
  });

  it('leaving /swipe leaves the room and keeps the session (Join Now, a return); presence and progress write nothing', () => {
    const store = newStore();
    store.dispatch(activeSessionChosen({ session, userId: ME }));
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      store.dispatch(
        activeSessionEntered({ sessionId: 's1', userId: ME, partnerProgress: { userId: OTHER, name: 'Ben', swiped: 2, total: 1 } }),
      );
      expect(selectPartnerPresence(store.getState())).toMatchObject({ swiped: 2 });
      store.dispatch(activeSessionLeft());
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
    expect(selectActiveSessionId(store.getState())).toBeNull();
    expect(selectPartnerPresence(store.getState())).toBeNull();
    expect(selectActiveSession(store.getState())).toEqual(session);
  });

  it('the end clears the session but not the room: the end screen still hears the session until it leaves', () => {
    const store = newStore();
    store.dispatch(activeSessionChosen({ session, userId: ME }));
    store.dispatch(activeSessionEntered({ sessionId: 's1', userId: ME, partnerProgress: null }));
    store.dispatch(activeSessionCleared());
    expect(selectActiveSession(store.getState())).toBeNull();
    expect(selectActiveSessionId(store.getState())).toBe('s1');
  });

  it('another user signing in to the tab does not inherit it; the same user keeps it', () => {
    const store = newStore();
    store.dispatch(activeSessionChosen({ session, userId: ME }));
    store.dispatch(userSignedIn({ id: ME, name: 'Ann' }));
    expect(selectActiveSession(store.getState())).toEqual(session);
    store.dispatch(userSignedIn({ id: OTHER, name: 'Ben' }));
    expect(selectActiveSession(store.getState())).toBeNull();
    expect(stored()).toBeNull();
  });

  it('a store built with a chosen state keeps it over the snapshot (tests, standalone harness)', () => {
    newStore().dispatch(activeSessionChosen({ session, userId: ME }));
    const store = createAppStore({ preloadedState: { activeSession: activeSessionSlice.getInitialState() } });
    stores.push(store);
    expect(selectActiveSession(store.getState())).toBeNull();
  });
});

describe('a group room', () => {
  const THIRD = '33333333-3333-4333-8333-333333333333';
  const { selectMemberPresenceIn } = activeSessionSlice.selectors;

  it('keeps every other member apart: presence, progress and completion by user id, never this user', () => {
    const store = newStore();
    store.dispatch(activeSessionEntered({ sessionId: 's1', userId: ME, partnerProgress: null }));
    store.dispatch(liveEventActions.partner_status({ sessionId: 's1', userId: OTHER, status: 'online' }));
    store.dispatch(liveEventActions.partner_swipe({ sessionId: 's1', userId: THIRD, swiped: 7, total: 20 }));
    store.dispatch(liveEventActions.partner_swipe({ sessionId: 's1', userId: ME, swiped: 3, total: 20 }));
    store.dispatch(liveEventActions.partner_completed({ sessionId: 's1', userId: OTHER }));
    // Another room's events are not this room's.
    store.dispatch(liveEventActions.partner_swipe({ sessionId: 's2', userId: OTHER, swiped: 9, total: 20 }));
    expect(selectMemberPresenceIn(store.getState(), 's1')).toEqual({
      [OTHER]: { online: true, swiped: null, completed: true },
      [THIRD]: { online: true, swiped: 7, completed: false },
    });
    expect(selectMemberPresenceIn(store.getState(), 's2')).toEqual({});
    store.dispatch(activeSessionLeft());
    expect(selectMemberPresenceIn(store.getState(), 's1')).toEqual({});
  });
});
