// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { createStoreWithLive, renderWithProviders, withActiveSession } from '@forkcast/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Swipe, SwipeRef, SwipeResult } from '@forkcast/contracts';
import { LIVE_SOCKET_HEADER } from '@forkcast/contracts/domain';
import { SwipeScreen } from '../components/swipe-screen';
import { AUTH_USER, makeDeck, makeSession, makeUser, mockApi, reply, setReducedMotion, USER_ID } from '../../../testing/mock-api';

/*
 * One user, two tabs: what the other tab swipes or undoes arrives on the live channel (own_swipe, own_undo)
 * and moves this tab's deck without a request; a swipe the server already had makes the deck read the
 * user's swipes again; this tab names its own live connection so that its swipes are not echoed back to it.
 */
const SESSION_ID = 'session-1';
const DECK = makeDeck(3);
const ref = (index: number, action: 'like' | 'pass' = 'like'): SwipeRef => ({
  restaurantId: DECK[index]!.placeId,
  action,
  position: index + 1,
});

function answer(overrides: Partial<SwipeResult> = {}): SwipeResult {
  return { solo: true, userCompleted: false, waitingForPartner: false, bothCompleted: false, match: null, restaurantId: '', ...overrides };
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function setup({ session = makeSession({ restaurants: DECK }), onSwipe = () => reply(200, answer()), swiped = [] as Swipe[] } = {}) {
  const { store, live } = createStoreWithLive({ id: USER_ID }, withActiveSession(session, USER_ID));
  const server = { swiped };
  const fetchMock = mockApi({
    [`GET /api/sessions/${SESSION_ID}`]: reply(200, session),
    [AUTH_USER]: reply(200, makeUser()),
    [`GET /api/sessions/${SESSION_ID}/swipes/${USER_ID}`]: () => reply(200, server.swiped),
    [`POST /api/sessions/${SESSION_ID}/swipe`]: () => onSwipe(),
    [`POST /api/sessions/${SESSION_ID}/undo`]: (init) => {
      const { restaurantId } = JSON.parse(String(init?.body));
      return reply(200, { undone: { ...ref(0), restaurantId }, lastSwipe: null, swiped: 0, total: DECK.length });
    },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/swipe" element={<SwipeScreen />} />
        <Route path="*" element={<p>Results screen</p>} />
      </Routes>
      <Location />
    </>,
    { route: '/swipe', userOptions: { advanceTimers: jest.advanceTimersByTime }, store },
  );
  const posts = (path: 'swipe' | 'undo') =>
    fetchMock.mock.calls.filter(
      ([input, init]) => (init as RequestInit | undefined)?.method === 'POST' && String(input).endsWith(`/${path}`),
    );
  return { live, server, posts };
}

const cardName = () => within(screen.getByTestId('restaurant-card')).getByRole('heading').textContent;

async function settle(ms = 300) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

it('a swipe in another tab moves the card here at once, without a request; an undo there brings it back', async () => {
  const { live, posts } = setup();
  await screen.findByTestId('restaurant-card');
  expect(cardName()).toBe('Place 1');

  act(() => live.push('own_swipe', { sessionId: SESSION_ID, swipe: ref(0) }));
  expect(cardName()).toBe('Place 2');
  expect(screen.getByTestId('swipe-progress')).toHaveTextContent('2 / 3');
  // Another session's echo is not this deck's.
  act(() => live.push('own_swipe', { sessionId: 'session-2', swipe: ref(1) }));
  expect(cardName()).toBe('Place 2');

  act(() => live.push('own_undo', { sessionId: SESSION_ID, undone: ref(0), lastSwipe: null }));
  expect(cardName()).toBe('Place 1');
  expect(screen.getByRole('button', { name: 'Undo last swipe' })).toHaveAttribute('aria-disabled', 'true');
  expect(posts('swipe')).toHaveLength(0);
  expect(posts('undo')).toHaveLength(0);
});

it('Undo here takes back the swipe another tab made', async () => {
  const { live, posts } = setup();
  await screen.findByTestId('restaurant-card');
  act(() => live.push('own_swipe', { sessionId: SESSION_ID, swipe: ref(0, 'pass') }));
  fireEvent.click(screen.getByRole('button', { name: 'Undo last swipe' }));
  await act(() => Promise.resolve());
  expect(JSON.parse(String((posts('undo')[0]![1] as RequestInit).body))).toEqual({ userId: USER_ID, restaurantId: DECK[0]!.placeId });
  expect(await screen.findByRole('heading', { name: 'Place 1' })).toBeInTheDocument();
});

it("partnered: the last card swiped in another tab shows 'You're Done!' here", async () => {
  const { live } = setup({ session: makeSession({ restaurants: DECK.slice(0, 1), partnershipId: 'p-1' }) });
  await screen.findByTestId('restaurant-card');
  act(() => live.push('own_swipe', { sessionId: SESSION_ID, swipe: ref(0) }));
  expect(screen.getByRole('heading', { name: "You're Done!" })).toBeInTheDocument();
  act(() => live.push('own_undo', { sessionId: SESSION_ID, undone: ref(0), lastSwipe: null }));
  expect(cardName()).toBe('Place 1');
});

it('solo: the last card swiped in another tab completes the session here too', async () => {
  const { live } = setup({ session: makeSession({ restaurants: DECK.slice(0, 1) }) });
  await screen.findByTestId('restaurant-card');
  act(() => live.push('own_swipe', { sessionId: SESSION_ID, swipe: ref(0) }));
  expect(screen.getByRole('heading', { name: 'Session Complete!' })).toBeInTheDocument();
  await settle(500);
  expect(screen.getByTestId('location')).toHaveTextContent('/solo-complete');
});

it('a swipe the server already had is not silent: the deck reads the swipes again and resumes after them', async () => {
  const { server } = setup({ onSwipe: () => reply(200, answer({ alreadySwiped: true, restaurantId: DECK[0]!.placeId })) });
  await screen.findByTestId('restaurant-card');
  // Another tab (whose echo was lost) has swiped the first two cards.
  server.swiped = [
    { ...ref(0), createdAt: '2025-01-05T12:00:01.000Z' },
    { ...ref(1, 'pass'), createdAt: '2025-01-05T12:00:02.000Z' },
  ];
  fireEvent.click(screen.getByRole('button', { name: 'Like' }));
  await act(() => Promise.resolve());
  await settle();
  expect(cardName()).toBe('Place 3');
  expect(screen.getByTestId('swipe-progress')).toHaveTextContent('3 / 3');
});

it("names this tab's live connection on its swipes and undos, once the server has said its id", async () => {
  const { live, posts } = setup();
  await screen.findByTestId('restaurant-card');
  fireEvent.click(screen.getByRole('button', { name: 'Like' }));
  await act(() => Promise.resolve());
  await settle();
  act(() => live.push('registered', { userId: USER_ID, socketId: 'tab-socket-1' }));
  fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
  await act(() => Promise.resolve());
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Undo last swipe' }));
  await act(() => Promise.resolve());
  const headersOf = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;
  expect(headersOf(posts('swipe')[0]!)[LIVE_SOCKET_HEADER]).toBeUndefined();
  expect(headersOf(posts('swipe')[1]!)[LIVE_SOCKET_HEADER]).toBe('tab-socket-1');
  expect(headersOf(posts('undo')[0]!)[LIVE_SOCKET_HEADER]).toBe('tab-socket-1');
});
