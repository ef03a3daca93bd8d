import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { currentUserQueryKey, partnershipsQueryKey } from '@forkcast/api-client';
import type { Notification } from '@forkcast/contracts';
import { createAppStore, liveEventActions } from '@forkcast/live-store';
import { activeSessionQuery } from '../../features/home/api/get-active-session';
import { sessionHistoryQuery } from '../../features/home/api/get-session-history';
import { notificationsQueryKey } from '../../features/notifications/api/get-notifications';
import { queryKeysFor, startLiveQueryInvalidation } from '../live-query-invalidation';

const USER_ID = 'u1';
const KEYS = {
  user: currentUserQueryKey,
  active: activeSessionQuery(USER_ID).queryKey,
  history: sessionHistoryQuery(USER_ID).queryKey,
  partners: partnershipsQueryKey(USER_ID),
  notifications: notificationsQueryKey,
  subscription: ['/api/subscriptions/status'],
} satisfies Record<string, QueryKey>;
type Name = keyof typeof KEYS;

const notification = (type: string): Notification => ({ id: 'n1', type, read: false, createdAt: '2026-11-26T12:00:00Z', data: null });
const restaurant = { placeId: 'p1', name: 'Nopa' } as never;

/** A store and a query cache holding every query home and the bell read; returns which ones an action invalidated. */
function setup() {
  const store = createAppStore();
  const queryClient = new QueryClient();
  const stop = startLiveQueryInvalidation(store, queryClient);
  const fill = () => Object.values(KEYS).forEach((key) => queryClient.setQueryData(key, {}));
  const invalidatedBy = (action: { type: string }): Name[] => {
    fill();
    store.dispatch(action);
    return (Object.keys(KEYS) as Name[]).filter((name) => queryClient.getQueryState(KEYS[name])?.isInvalidated);
  };
  return { invalidatedBy, stop, store };
}

describe('live events → query invalidations (listener middleware)', () => {
  it("a match or a session's end moves home's count and recent sessions, wherever this user is", () => {
    const { invalidatedBy, store } = setup();
    // The tab in the session's room, and every tab through the user room's stored notification.
    expect(invalidatedBy(liveEventActions.match_found({ sessionId: 's1', restaurant }))).toEqual(['user', 'active', 'history']);
    expect(invalidatedBy(liveEventActions.session_results({ sessionId: 's1', match: null }))).toEqual(['user', 'active', 'history']);
    expect(invalidatedBy(liveEventActions.notification({ notification: notification('session_match') }))).toEqual([
      'user',
      'active',
      'history',
      'notifications',
    ]);
    store.dispose();
  });

  it("a partner's start shows home's Active Session card at once (the poll stays the fallback)", () => {
    const { invalidatedBy, store } = setup();
    expect(invalidatedBy(liveEventActions.session_started({ sessionId: 's1', userId: 'partner' }))).toEqual(['user', 'active', 'history']);
    store.dispose();
  });

  it('a partner removing this user updates home, the partner list, the tier and the plan card at once', () => {
    const { invalidatedBy, store } = setup();
    expect(invalidatedBy(liveEventActions.partnership_ended({ partnershipId: 'p1', userId: 'partner' }))).toEqual([
      'user',
      'active',
      'history',
      'partners',
      'subscription',
    ]);
    store.dispose();
  });

  it("a subscription change (a partner's upgrade) moves tier and sessions left, the partner list and the plan card", () => {
    const { invalidatedBy, store } = setup();
    expect(invalidatedBy(liveEventActions.subscription_changed({ userId: 'partner' }))).toEqual(['user', 'partners', 'subscription']);
    store.dispose();
  });

  it('a notification refetches the bell; partner_joined the partners and the user too', () => {
    const { invalidatedBy, store } = setup();
    expect(invalidatedBy(liveEventActions.notification({ notification: notification('partner_completed') }))).toEqual(['notifications']);
    expect(invalidatedBy(liveEventActions.notification({ notification: notification('partner_joined') }))).toEqual([
      'user',
      'partners',
      'notifications',
    ]);
    store.dispose();
  });

  it('presence, progress and the connection itself invalidate nothing; stopping stops', () => {
    const { invalidatedBy, stop, store } = setup();
    expect(invalidatedBy(liveEventActions.partner_status({ sessionId: 's1', userId: 'p', status: 'online' }))).toEqual([]);
    expect(invalidatedBy(liveEventActions.partner_swipe({ sessionId: 's1', userId: 'p', swiped: 1, total: 20 }))).toEqual([]);
    expect(queryKeysFor({ type: 'live/opened' })).toEqual([]);
    stop();
    expect(invalidatedBy(liveEventActions.session_started({ sessionId: 's1', userId: 'partner' }))).toEqual([]);
    store.dispose();
  });
});
