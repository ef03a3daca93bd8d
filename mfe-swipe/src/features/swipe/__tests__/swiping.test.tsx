// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import '../../../testing/pointer-events';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import axe from 'axe-core';
import { writeActiveSession } from '@forkcast/shared-ui';
import { ACTIVE_SESSION_STORAGE_KEY, type Session, type Swipe, type SwipeResult } from '@forkcast/shared-ui/contracts';
import { SwipeScreen } from '../components/swipe-screen';
import { OUTCOME_POLL_MS } from '../hooks/use-session-outcome-poll';
import { FakeLiveConnection } from '../../../testing/fake-live-connection';
import {
  AUTH_USER,
  makeRestaurant,
  makeSession,
  makeUser,
  mockApi,
  PARTNER_ID,
  pending,
  reply,
  setReducedMotion,
  USER_ID,
  type FakeResponse,
} from '../../../testing/mock-api';

const SESSION_ID = 'session-1';
const SWIPE = `POST /api/sessions/${SESSION_ID}/swipe`;

const DECK = [1, 2, 3].map((n) => makeRestaurant({ placeId: `osm:node/${n}`, name: `Place ${n}` }));

function answer(overrides: Partial<SwipeResult> = {}): SwipeResult {
  return {
    solo: true,
    userCompleted: false,
    waitingForPartner: false,
    bothCompleted: false,
    match: null,
    restaurantId: 'osm:node/1',
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface Setup {
  session?: Session;
  swiped?: Swipe[];
  /** Answers each POST …/swipe, given its body. Default: a solo "keep going". */
  onSwipe?: (body: { restaurantId: string; action: string; position: number }) => FakeResponse | Promise<FakeResponse>;
  /** Answers each GET of the session. Default: the session as given. */
  onSessionRead?: () => FakeResponse;
}

function setup({ session = makeSession({ restaurants: DECK }), swiped = [], onSwipe, onSessionRead }: Setup = {}) {
  writeActiveSession(session);
  const live = new FakeLiveConnection();
  const createLive = jest.fn(() => live);
  const fetchMock = mockApi({
    [`GET /api/sessions/${SESSION_ID}`]: onSessionRead ?? reply(200, session),
    [AUTH_USER]: reply(200, makeUser()),
    [`GET /api/sessions/${SESSION_ID}/swipes/${USER_ID}`]: reply(200, swiped),
    [SWIPE]: (init) => {
      const body = JSON.parse(String(init?.body));
      return onSwipe ? onSwipe(body) : reply(200, answer({ restaurantId: body.restaurantId }));
    },
  });
  const utils = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route path="/swipe" element={<SwipeScreen createLiveConnection={createLive} />} />
        <Route path="*" element={<p>Results screen</p>} />
      </Routes>
      <Location />
    </>,
    { route: '/swipe', userOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
  const swipeBodies = () =>
    fetchMock.mock.calls
      .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
  return { ...utils, live, createLive, fetchMock, swipeBodies };
}

const cardName = () => within(screen.getByTestId('restaurant-card')).getByRole('heading').textContent;
const location = () => screen.getByTestId('location').textContent;

/** Lets the swipe answer land, then the 300 ms fling end. */
async function finishFling(ms = 300) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

function drag(dx: number) {
  const card = screen.getByTestId('swipe-card');
  fireEvent.pointerDown(card, { clientX: 200, pointerId: 7, button: 0 });
  fireEvent.pointerMove(card, { clientX: 200 + dx, pointerId: 7 });
  fireEvent.pointerUp(card, { clientX: 200 + dx, pointerId: 7 });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('swiping', () => {
  it('Like and Pass send the card with its 1-based position; the next card shows after 300 ms', async () => {
    const { user, swipeBodies } = setup();
    await screen.findByTestId('restaurant-card');
    expect(screen.getByTestId('swipe-progress')).toHaveTextContent('1 / 3');
    expect(screen.getByTestId('swipe-announcer')).toHaveTextContent('Card 1 of 3: Place 1');

    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(swipeBodies()).toEqual([{ userId: USER_ID, restaurantId: 'osm:node/1', action: 'like', position: 1 }]);
    expect(screen.getByTestId('swipe-card')).toHaveAttribute('data-exit', 'right');

    await finishFling(299);
    expect(cardName()).toBe('Place 1');
    await finishFling(1);
    expect(cardName()).toBe('Place 2');
    expect(screen.getByTestId('swipe-progress')).toHaveTextContent('2 / 3');
    expect(screen.getByTestId('swipe-announcer')).toHaveTextContent('Card 2 of 3: Place 2');

    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await finishFling();
    expect(swipeBodies()[1]).toEqual({ userId: USER_ID, restaurantId: 'osm:node/2', action: 'pass', position: 2 });
    expect(cardName()).toBe('Place 3');
  });

  it('never sends the same card twice while its swipe is in flight', async () => {
    const { user, swipeBodies } = setup({ onSwipe: () => pending() });
    await screen.findByTestId('restaurant-card');

    await user.click(screen.getByRole('button', { name: 'Like' }));
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await user.keyboard('{ArrowRight}');
    drag(150);
    await finishFling(1000);

    expect(swipeBodies()).toHaveLength(1);
    expect(cardName()).toBe('Place 1');
  });

  it("a failed swipe toasts 'Error' with the message and keeps the card", async () => {
    let fail = true;
    const { user, swipeBodies } = setup({
      onSwipe: () => (fail ? reply(500, { message: 'Database unavailable' }) : reply(200, answer())),
    });
    await screen.findByTestId('restaurant-card');

    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    const toast = within(screen.getByRole('region', { name: /Notifications/ })).getByRole('listitem');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Database unavailable')).toBeInTheDocument();
    expect(cardName()).toBe('Place 1');
    expect(screen.getByTestId('swipe-card')).not.toHaveAttribute('data-exit');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    expect(swipeBodies().map((body) => body.position)).toEqual([1, 1]);
    expect(cardName()).toBe('Place 2');
  });

  it('a drag of 99 px springs back; 101 px right likes; 101 px left passes', async () => {
    const { swipeBodies } = setup();
    await screen.findByTestId('restaurant-card');
    const card = screen.getByTestId('swipe-card');

    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 299, pointerId: 1 });
    expect(card.style.transform).toBe('translateX(99px) rotate(4.95deg)');
    expect(screen.getByText('LIKE')).toBeInTheDocument();
    fireEvent.pointerUp(card, { clientX: 299, pointerId: 1 });
    await finishFling();
    expect(swipeBodies()).toEqual([]);
    expect(card.style.transform).toBe('none');
    expect(screen.queryByText('LIKE')).not.toBeInTheDocument();

    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 101, pointerId: 1 });
    expect(screen.getByText('NOPE')).toBeInTheDocument();
    fireEvent.pointerUp(card, { clientX: 101, pointerId: 1 });
    await finishFling();
    expect(swipeBodies()).toEqual([]);

    drag(101);
    await finishFling();
    expect(swipeBodies()).toEqual([{ userId: USER_ID, restaurantId: 'osm:node/1', action: 'like', position: 1 }]);
    expect(cardName()).toBe('Place 2');

    drag(-101);
    await finishFling();
    expect(swipeBodies()[1]).toMatchObject({ restaurantId: 'osm:node/2', action: 'pass', position: 2 });
  });

  it('← passes and → likes', async () => {
    const { user, swipeBodies } = setup();
    await screen.findByTestId('restaurant-card');

    await user.keyboard('{ArrowLeft}');
    await finishFling();
    await user.keyboard('{ArrowRight}');
    await finishFling();

    expect(swipeBodies().map(({ action, position }) => [action, position])).toEqual([
      ['pass', 1],
      ['like', 2],
    ]);
  });

  it("solo: after the last card 'Session Complete!', then /solo-complete after 500 ms; storage cleared", async () => {
    const { user, live, createLive } = setup({
      session: makeSession({ restaurants: DECK.slice(0, 2) }),
      onSwipe: ({ position }) => reply(200, answer({ userCompleted: position === 2 })),
    });
    await screen.findByTestId('restaurant-card');
    expect(screen.queryByTestId('partner-status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await finishFling();

    expect(screen.getByRole('heading', { name: 'Session Complete!' })).toHaveFocus();
    expect(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)).toBeNull();
    await finishFling(499);
    expect(location()).toBe('/swipe');
    await finishFling(1);
    expect(location()).toBe('/solo-complete?sessionId=session-1');
    // Solo sessions have nobody to hear from.
    expect(createLive).not.toHaveBeenCalled();
    expect(live.registrations).toEqual([]);
  });

  it('resumes after a reload: cards already swiped are skipped, positions stay the deck’s', async () => {
    const { user, swipeBodies } = setup({
      swiped: [
        { restaurantId: 'osm:node/1', action: 'like', position: 1 },
        { restaurantId: 'osm:node/2', action: 'pass', position: 2 },
      ],
    });
    await screen.findByTestId('restaurant-card');
    expect(cardName()).toBe('Place 3');
    expect(screen.getByTestId('swipe-progress')).toHaveTextContent('3 / 3');

    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(swipeBodies()).toEqual([{ userId: USER_ID, restaurantId: 'osm:node/3', action: 'like', position: 3 }]);
  });

  it('under reduced motion the card does not fly: the next card shows as soon as the swipe is recorded', async () => {
    setReducedMotion(true);
    const { user } = setup();
    await screen.findByTestId('restaurant-card');

    await user.click(screen.getByRole('button', { name: 'Like' }));
    await act(async () => undefined);
    expect(cardName()).toBe('Place 2');
    expect(screen.getByTestId('swipe-card').style.transform).toBe('none');
  });
});

describe('partnered sessions', () => {
  const partnered = (restaurants = DECK) => makeSession({ partnershipId: 'partnership-1', restaurants });

  it('opens the live channel for the session, shows the partner status, and closes it on unmount', async () => {
    const { live, unmount } = setup({ session: partnered() });
    await screen.findByTestId('restaurant-card');

    expect(live.registrations).toEqual([{ userId: USER_ID, sessionId: SESSION_ID }]);
    expect(screen.getByTestId('partner-status')).toHaveTextContent('Waiting for partner...');
    act(() => live.push('partner_status', { sessionId: SESSION_ID, userId: PARTNER_ID, status: 'online' }));
    expect(screen.getByTestId('partner-status')).toHaveTextContent('Partner online');
    // The room also hears about this user; that says nothing about the partner.
    act(() => live.push('partner_status', { sessionId: SESSION_ID, userId: USER_ID, status: 'offline' }));
    expect(screen.getByTestId('partner-status')).toHaveTextContent('Partner online');
    act(() => live.push('partner_status', { sessionId: SESSION_ID, userId: PARTNER_ID, status: 'offline' }));
    expect(screen.getByTestId('partner-status')).toHaveTextContent('Waiting for partner...');

    unmount();
    expect(live.closed).toBe(1);
    expect(live.listenerCount()).toBe(0);
  });

  it("finishing first shows 'You're Done!'; the live no-match result then opens /no-match", async () => {
    const { user, live } = setup({
      session: partnered(DECK.slice(0, 1)),
      onSwipe: () => reply(200, answer({ solo: false, userCompleted: true, waitingForPartner: true })),
    });
    await screen.findByTestId('restaurant-card');

    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await finishFling();
    expect(screen.getByRole('heading', { name: "You're Done!" })).toBeInTheDocument();
    expect(within(screen.getByTestId('waiting-overlay')).getByText(/Waiting for your partner/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();

    act(() => live.push('session_results', { sessionId: SESSION_ID, match: null }));
    expect(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)).toBeNull();
    await finishFling(500);
    expect(location()).toBe('/no-match?sessionId=session-1');
  });

  it("waiting, a lost live result is picked up from the session itself: /match with the stored match", async () => {
    let reads = 0;
    let sessionAnswer = partnered(DECK.slice(0, 1));
    const { user } = setup({
      session: sessionAnswer,
      onSwipe: () => reply(200, answer({ solo: false, userCompleted: true, waitingForPartner: true })),
      onSessionRead: () => {
        reads += 1;
        return reply(200, sessionAnswer);
      },
    });

    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    expect(screen.getByRole('heading', { name: "You're Done!" })).toBeInTheDocument();

    // Still active at the first look: keep waiting.
    await finishFling(OUTCOME_POLL_MS);
    expect(screen.getByRole('heading', { name: "You're Done!" })).toBeInTheDocument();

    // The partner's like matched while no live message could reach this tab.
    const readsWhileActive = reads;
    sessionAnswer = { ...sessionAnswer, status: 'completed', completedAt: new Date().toISOString(), matchedRestaurantId: DECK[0]!.placeId };
    await finishFling(OUTCOME_POLL_MS);
    expect(await screen.findByRole('heading', { name: "It's a match!" })).toBeInTheDocument();
    expect(reads).toBe(readsWhileActive + 1);
    await finishFling(500);
    expect(location()).toBe(`/match?sessionId=session-1&restaurantId=${encodeURIComponent(DECK[0]!.placeId)}`);
  });

  it('both done without a match (bothCompleted in the answer) opens /no-match', async () => {
    const { user } = setup({
      session: partnered(DECK.slice(0, 1)),
      onSwipe: () => reply(200, answer({ solo: false, userCompleted: true, bothCompleted: true })),
    });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    await finishFling(500);
    expect(location()).toBe('/no-match?sessionId=session-1');
  });

  it('a match in the swipe answer ends the session mid-deck and opens /match', async () => {
    const { user } = setup({
      session: partnered(),
      onSwipe: ({ restaurantId }) =>
        reply(200, answer({ solo: false, bothCompleted: true, match: DECK[0]!, restaurantId })),
    });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    expect(screen.getByRole('heading', { name: "It's a match!" })).toBeInTheDocument();
    await finishFling(500);

    const [path, search] = location()!.split('?');
    expect(path).toBe('/match');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ sessionId: SESSION_ID, restaurantId: 'osm:node/1' });
  });

  it("the partner's swipe finding a match (live match_found) ends it too, once", async () => {
    const { live } = setup({ session: partnered() });
    await screen.findByTestId('restaurant-card');

    act(() => {
      live.push('match_found', { sessionId: SESSION_ID, restaurant: DECK[1]! });
      live.push('session_results', { sessionId: SESSION_ID, match: DECK[1]! });
    });
    expect(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)).toBeNull();
    await finishFling(500);
    expect(location()).toBe(`/match?sessionId=session-1&restaurantId=${encodeURIComponent('osm:node/2')}`);
  });

  it('ignores live messages about another session', async () => {
    const { live } = setup({ session: partnered() });
    await screen.findByTestId('restaurant-card');
    act(() => live.push('match_found', { sessionId: 'other', restaurant: DECK[1]! }));
    await finishFling(1000);
    expect(location()).toBe('/swipe');
  });

  it("reloaded after finishing every card: straight to 'You're Done!'", async () => {
    setup({
      session: partnered(DECK.slice(0, 1)),
      swiped: [{ restaurantId: 'osm:node/1', action: 'like', position: 1 }],
    });
    expect(await screen.findByRole('heading', { name: "You're Done!" })).toBeInTheDocument();
  });

  it('has no serious or critical accessibility violations', async () => {
    jest.useRealTimers();
    setup({
      session: partnered([
        makeRestaurant({ dietaryWarnings: [{ restriction: 'Vegan', severity: 'medium', warning: 'Few vegan mains.' }] }),
      ]),
    });
    await screen.findByTestId('restaurant-card');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
