// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { createStoreWithLive, findToast, renderWithProviders, withActiveSession } from '@forkcast/test-utils';
import '../../../testing/pointer-events';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import axe from 'axe-core';
import type { Session, Swipe, SwipeResult } from '@forkcast/contracts';
import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/contracts/domain';
import { SwipeScreen } from '../components/swipe-screen';
import { PENDING_RETRY_MS } from '../hooks/use-pending-swipes';
import { OUTCOME_POLL_MS } from '../hooks/use-session-outcome-poll';
import {
  AUTH_USER,
  makeDeck,
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
const UNDO = `POST /api/sessions/${SESSION_ID}/undo`;

const DECK = makeDeck(3);

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
  /** Answers each POST …/undo, given its body. Default: 404 (no mock). */
  onUndo?: (body: { userId: string; restaurantId: string }) => FakeResponse | Promise<FakeResponse>;
}

function setup({ session = makeSession({ restaurants: DECK }), swiped = [], onSwipe, onSessionRead, onUndo }: Setup = {}) {
  // The shell's store, with the session started (its active session), and its one live connection, over a fake.
  const { store, live } = createStoreWithLive({ id: USER_ID }, withActiveSession(session, USER_ID));
  const fetchMock = mockApi({
    [`GET /api/sessions/${SESSION_ID}`]: onSessionRead ?? reply(200, session),
    [AUTH_USER]: reply(200, makeUser()),
    // Read at request time: a test may change what the server has between visits.
    [`GET /api/sessions/${SESSION_ID}/swipes/${USER_ID}`]: () => reply(200, swiped),
    [SWIPE]: (init) => {
      const body = JSON.parse(String(init?.body));
      return onSwipe ? onSwipe(body) : reply(200, answer({ restaurantId: body.restaurantId }));
    },
    [UNDO]: (init) => (onUndo ? onUndo(JSON.parse(String(init?.body))) : reply(404, 'No undo mock')),
  });
  const utils = renderWithProviders(
    <>
      <Routes>
        <Route
          path="/"
          element={
            <p>
              Home screen <Link to="/swipe">Join Now</Link>
            </p>
          }
        />
        <Route path="/swipe" element={<SwipeScreen />} />
        <Route path="*" element={<p>Results screen</p>} />
      </Routes>
      <Location />
    </>,
    { route: '/swipe', userOptions: { advanceTimers: jest.advanceTimersByTime }, store },
  );
  const swipeBodies = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => (init as RequestInit | undefined)?.method === 'POST' && String(input).endsWith('/swipe'))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
  return { ...utils, live, fetchMock, swipeBodies };
}

const presence = (name: 'Partner online' | 'Waiting for partner...') =>
  within(screen.getByTestId('partner-status')).getByRole('img', { name });

const cardName = () => within(screen.getByTestId('restaurant-card')).getByRole('heading').textContent;
const location = () => screen.getByTestId('location').textContent;

/** Lets the swipe answer land, then the 300 ms fling end. */
async function finishFling(ms = 300) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/**
 * A finger on the card moving `dx` in 4 even steps over `ms` (the clock is jest's: it stamps the events,
 * which is what the gesture's velocity is measured from). Slow by default: only the distance counts.
 */
function drag(dx: number, ms = 400) {
  const card = screen.getByTestId('swipe-card');
  fireEvent.pointerDown(card, { clientX: 200, pointerId: 7, buttons: 1 });
  for (let step = 1; step <= 4; step++) {
    jest.advanceTimersByTime(ms / 4);
    fireEvent.pointerMove(card, { clientX: 200 + (dx * step) / 4, pointerId: 7, buttons: 1 });
  }
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

    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1, buttons: 1 });
    jest.advanceTimersByTime(400);
    fireEvent.pointerMove(card, { clientX: 299, pointerId: 1, buttons: 1 });
    expect(card.style.transform).toBe('translateX(99px) rotate(4.95deg)');
    expect(screen.getByText('LIKE')).toBeInTheDocument();
    jest.advanceTimersByTime(100);
    fireEvent.pointerUp(card, { clientX: 299, pointerId: 1 });
    await finishFling();
    expect(swipeBodies()).toEqual([]);
    expect(card.style.transform).toBe('none');
    expect(screen.queryByText('LIKE')).not.toBeInTheDocument();

    fireEvent.pointerDown(card, { clientX: 200, pointerId: 1, buttons: 1 });
    jest.advanceTimersByTime(400);
    fireEvent.pointerMove(card, { clientX: 101, pointerId: 1, buttons: 1 });
    expect(screen.getByText('NOPE')).toBeInTheDocument();
    jest.advanceTimersByTime(100);
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

  it('a drag the browser cancels (pointercancel: it took the gesture) springs back, however far it went', async () => {
    const { swipeBodies } = setup();
    await screen.findByTestId('restaurant-card');
    const card = screen.getByTestId('swipe-card');

    fireEvent.pointerDown(card, { clientX: 200, pointerId: 3, buttons: 1 });
    for (const x of [230, 270, 340]) {
      jest.advanceTimersByTime(16);
      fireEvent.pointerMove(card, { clientX: x, pointerId: 3, buttons: 1 });
    }
    expect(card.style.transform).toBe('translateX(140px) rotate(7deg)');
    fireEvent.pointerCancel(card, { clientX: 0, pointerId: 3 });
    await finishFling();
    expect(swipeBodies()).toEqual([]);
    expect(card.style.transform).toBe('none');
    expect(cardName()).toBe('Place 1');
  });

  it('a quick flick shorter than 100 px swipes; the same distance slowly, or a tiny flick, springs back', async () => {
    const { swipeBodies } = setup();
    await screen.findByTestId('restaurant-card');

    drag(60, 400); // slow: springs back
    await finishFling();
    drag(-30, 40); // fast but tiny: springs back
    await finishFling();
    expect(swipeBodies()).toEqual([]);

    drag(60, 40); // 60 px in 40 ms: a flick to the right
    await finishFling();
    expect(swipeBodies()).toEqual([expect.objectContaining({ restaurantId: 'osm:node/1', action: 'like' })]);
    drag(-60, 40);
    await finishFling();
    expect(swipeBodies()[1]).toMatchObject({ restaurantId: 'osm:node/2', action: 'pass' });
  });

  it('vibrates on a swipe and on an undo where the browser can', async () => {
    const vibrate = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { user } = setup({
      onUndo: () =>
        reply(200, { undone: { restaurantId: 'osm:node/1', action: 'like', position: 1 }, lastSwipe: null, swiped: 0, total: 3 }),
    });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    expect(vibrate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Undo last swipe' }));
    expect(await screen.findByRole('heading', { name: 'Place 1' })).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledTimes(2);
    delete (navigator as { vibrate?: unknown }).vibrate;
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
    const { user, live } = setup({
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
    // Solo sessions have nobody to hear from: the connection stays registered for the user only.
    expect(live.registrations).toEqual([{ userId: USER_ID }]);
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

  it('coming back in the same tab resumes at the first card not swiped, from a fresh read (not the cached list)', async () => {
    const swiped: Swipe[] = [];
    const { user } = setup({
      swiped,
      onSwipe: (body) => {
        swiped.push({ restaurantId: body.restaurantId, action: body.action as 'like' | 'pass', position: body.position });
        return reply(200, answer({ restaurantId: body.restaurantId }));
      },
    });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await finishFling();
    expect(cardName()).toBe('Place 3');

    await user.click(screen.getByRole('button', { name: 'Leave session' }));
    expect(screen.getByText('Home screen')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Join Now' }));
    await screen.findByTestId('restaurant-card');
    expect(cardName()).toBe('Place 3');
    expect(screen.getByTestId('swipe-progress')).toHaveTextContent('3 / 3');
  });

  it('Undo (button, Ctrl+Z, ⌘Z) brings the last card back; with nothing to undo the button is inert', async () => {
    const undoBodies: unknown[] = [];
    const { user, swipeBodies } = setup({
      onUndo: (body) => {
        undoBodies.push(body);
        return reply(200, {
          undone: { restaurantId: body.restaurantId, action: 'like', position: 1 },
          lastSwipe: null,
          swiped: 0,
          total: 3,
        });
      },
    });
    await screen.findByTestId('restaurant-card');
    const undo = screen.getByRole('button', { name: 'Undo last swipe' });
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    await user.click(undo);
    await user.keyboard('{Control>}z{/Control}');
    expect(undoBodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    expect(cardName()).toBe('Place 2');
    expect(undo).not.toHaveAttribute('aria-disabled');
    await user.click(undo);
    expect(await screen.findByRole('heading', { name: 'Place 1' })).toBeInTheDocument();
    expect(screen.getByTestId('swipe-progress')).toHaveTextContent('1 / 3');
    expect(undoBodies).toEqual([{ userId: USER_ID, restaurantId: 'osm:node/1' }]);
    expect(undo).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{ArrowLeft}');
    await finishFling();
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByRole('heading', { name: 'Place 1' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await finishFling();
    await user.keyboard('{Meta>}z{/Meta}');
    expect(await screen.findByRole('heading', { name: 'Place 1' })).toBeInTheDocument();
    expect(undoBodies).toHaveLength(3);
    expect(swipeBodies()).toHaveLength(3);
  });

  it('after a reload, Undo takes back the newest swipe the server listed', async () => {
    const undoBodies: unknown[] = [];
    setup({
      swiped: [
        { restaurantId: 'osm:node/2', action: 'pass', position: 2, createdAt: '2025-01-05T12:00:02.000Z' },
        { restaurantId: 'osm:node/1', action: 'like', position: 1, createdAt: '2025-01-05T12:00:01.000Z' },
      ],
      onUndo: (body) => {
        undoBodies.push(body);
        return reply(200, {
          undone: { restaurantId: 'osm:node/2', action: 'pass', position: 2 },
          lastSwipe: { restaurantId: 'osm:node/1', action: 'like', position: 1 },
          swiped: 1,
          total: 3,
        });
      },
    });
    await screen.findByTestId('restaurant-card');
    expect(cardName()).toBe('Place 3');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('heading', { name: 'Place 2' })).toBeInTheDocument();
    expect(undoBodies).toEqual([{ userId: USER_ID, restaurantId: 'osm:node/2' }]);
    // The answer names the next one back.
    expect(screen.getByRole('button', { name: 'Undo last swipe' })).not.toHaveAttribute('aria-disabled');
  });

  it('a refused undo toasts "Couldn\'t undo" with the reason and keeps the card', async () => {
    const { user } = setup({ onUndo: () => reply(409, { message: 'Session already completed' }) });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await finishFling();
    await user.click(screen.getByRole('button', { name: 'Undo last swipe' }));
    const toast = await findToast();
    expect(within(toast).getByText("Couldn't undo")).toBeInTheDocument();
    expect(within(toast).getByText('Session already completed')).toBeInTheDocument();
    expect(cardName()).toBe('Place 2');
  });

  it('the exit goes home at once in a solo session', async () => {
    const { user } = setup();
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Leave session' }));
    expect(location()).toBe('/');
  });

  it('under reduced motion the card does not fly: the next card shows at once, before the answer; a failure brings it back', async () => {
    setReducedMotion(true);
    let answerSwipe: (response: FakeResponse) => void = () => undefined;
    const { user, swipeBodies } = setup({ onSwipe: () => new Promise<FakeResponse>((resolve) => (answerSwipe = resolve)) });
    await screen.findByTestId('restaurant-card');

    await user.click(screen.getByRole('button', { name: 'Like' }));
    // The answer has not come: the next card is already up, never an empty stage.
    expect(swipeBodies()).toHaveLength(1);
    expect(cardName()).toBe('Place 2');
    expect(screen.getByTestId('swipe-card').style.transform).toBe('none');
    expect(screen.getByTestId('swipe-card').style.opacity).toBe('1');
    await act(async () => answerSwipe(reply(200, answer())));
    expect(cardName()).toBe('Place 2');

    // Refused: nothing was recorded, so the card comes back with the error.
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(cardName()).toBe('Place 3');
    await act(async () => answerSwipe(reply(500, { message: 'Database unavailable' })));
    expect(within(await findToast()).getByText('Database unavailable')).toBeInTheDocument();
    expect(cardName()).toBe('Place 2');
  });
});

describe('partnered sessions', () => {
  const partnered = (restaurants = DECK) => makeSession({ partnershipId: 'partnership-1', restaurants });

  it("registers the shell's one connection for the session, shows the partner status, and leaves the session's room on unmount", async () => {
    const { live, unmount } = setup({ session: partnered() });
    await screen.findByTestId('restaurant-card');

    // The same connection, moved into the session's room: the screen opens no socket of its own.
    expect(live.registrations).toEqual([{ userId: USER_ID }, { userId: USER_ID, sessionId: SESSION_ID }]);
    expect(live.opened).toBe(1);
    expect(presence('Waiting for partner...')).toBeInTheDocument();
    act(() => live.push('partner_status', { sessionId: SESSION_ID, userId: PARTNER_ID, status: 'online' }));
    expect(presence('Partner online')).toBeInTheDocument();
    // The room also hears about this user; that says nothing about the partner.
    act(() => live.push('partner_status', { sessionId: SESSION_ID, userId: USER_ID, status: 'offline' }));
    expect(presence('Partner online')).toBeInTheDocument();
    act(() => live.push('partner_status', { sessionId: SESSION_ID, userId: PARTNER_ID, status: 'offline' }));
    expect(presence('Waiting for partner...')).toBeInTheDocument();

    unmount();
    expect(live.registrations.at(-1)).toEqual({ userId: USER_ID });
    expect(live.opened).toBe(1);
    expect(live.closed).toBe(0);
  });

  it("shows the partner's name and progress from the session read, then live on every partner_swipe", async () => {
    const session = partnered();
    const { live } = setup({
      session,
      onSessionRead: () => reply(200, { ...session, partnerProgress: { userId: PARTNER_ID, name: 'Alex', swiped: 7, total: 20 } }),
    });
    await screen.findByTestId('restaurant-card');
    expect(screen.getByTestId('partner-status')).toHaveTextContent('Alex · 7 of 20');
    act(() => live.push('partner_swipe', { sessionId: SESSION_ID, userId: PARTNER_ID, swiped: 8, total: 20 }));
    expect(screen.getByTestId('partner-status')).toHaveTextContent('Alex · 8 of 20');
    // This user's own progress and other sessions' are not the partner's.
    act(() => live.push('partner_swipe', { sessionId: SESSION_ID, userId: USER_ID, swiped: 3, total: 20 }));
    act(() => live.push('partner_swipe', { sessionId: 'session-2', userId: PARTNER_ID, swiped: 1, total: 20 }));
    expect(screen.getByTestId('partner-status')).toHaveTextContent('Alex · 8 of 20');
    // An undo on the partner's side counts down.
    act(() => live.push('partner_swipe', { sessionId: SESSION_ID, userId: PARTNER_ID, swiped: 7, total: 20 }));
    expect(screen.getByTestId('partner-status')).toHaveTextContent('Alex · 7 of 20');
  });

  it("the exit asks first: 'Leave session?' — Stay keeps the card (and arrows there don't swipe), Leave goes home", async () => {
    const { user, swipeBodies } = setup({ session: partnered() });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Leave session' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave session?' });
    expect(dialog).toHaveTextContent('You can come back with Join Now on the home screen.');
    await user.keyboard('{ArrowRight}');
    expect(swipeBodies()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/swipe');
    await user.click(screen.getByRole('button', { name: 'Leave session' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(location()).toBe('/');
  });

  it("'You're Done!' offers Undo: the last card comes back", async () => {
    const { user } = setup({
      session: partnered(DECK.slice(0, 1)),
      onSwipe: () => reply(200, answer({ solo: false, userCompleted: true, waitingForPartner: true })),
      onUndo: () =>
        reply(200, { undone: { restaurantId: 'osm:node/1', action: 'pass', position: 1 }, lastSwipe: null, swiped: 0, total: 1 }),
    });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await finishFling();
    expect(screen.getByRole('heading', { name: "You're Done!" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo last swipe' }));
    expect(await screen.findByRole('heading', { name: 'Place 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "You're Done!" })).not.toBeInTheDocument();
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

  it('waiting, a lost live result is picked up from the session itself: /match with the stored match', async () => {
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
      onSwipe: ({ restaurantId }) => reply(200, answer({ solo: false, bothCompleted: true, match: DECK[0]!, restaurantId })),
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

describe('swiping without a connection', () => {
  const NO_CONNECTION = () => Promise.reject(new TypeError('Failed to fetch'));
  const sentPositions = (fetchMock: jest.Mock, since: number) =>
    fetchMock.mock.calls
      .slice(since)
      .filter(([input, init]) => (init as RequestInit | undefined)?.method === 'POST' && String(input).endsWith('/swipe'))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)).position as number);

  it("the card leaves, the room says 'You're offline' once with the buttons free, and the swipes go out in order when it returns", async () => {
    let online = false;
    const { user, fetchMock } = setup({
      onSwipe: (body) => (online ? reply(200, answer({ restaurantId: body.restaurantId })) : NO_CONNECTION()),
    });
    await screen.findByTestId('restaurant-card');

    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    expect(cardName()).toBe('Place 2');
    expect(screen.getByTestId('offline-notice')).toHaveTextContent("You're offline. Your swipes will be sent when the connection returns.");
    // No raw 'Error / Failed to fetch' toast, and Pass / Like stay usable.
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await finishFling();
    expect(cardName()).toBe('Place 3');
    expect(screen.getAllByTestId('offline-notice')).toHaveLength(1);

    online = true;
    const before = fetchMock.mock.calls.length;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await finishFling(0);
    // Each waiting swipe once, in the order they were made.
    expect(sentPositions(fetchMock, before)).toEqual([1, 2]);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(`forkcast:pending-swipes:${SESSION_ID}`)).toBeNull();
    expect(cardName()).toBe('Place 3');
  });

  it('tries again on its own while swipes wait, even without an online event', async () => {
    let online = false;
    const { user, fetchMock } = setup({
      onSwipe: (body) => (online ? reply(200, answer({ restaurantId: body.restaurantId })) : NO_CONNECTION()),
    });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    online = true;
    const before = fetchMock.mock.calls.length;
    await finishFling(PENDING_RETRY_MS);
    expect(sentPositions(fetchMock, before)).toEqual([1]);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
  });

  it('an undo of a swipe that never left takes it off the queue, with no request', async () => {
    const { user, fetchMock } = setup({ onSwipe: NO_CONNECTION, onUndo: () => reply(500, 'must not be called') });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling();
    expect(cardName()).toBe('Place 2');

    await user.click(screen.getByRole('button', { name: 'Undo last swipe' }));
    expect(cardName()).toBe('Place 1');
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/undo'))).toBe(false);
  });

  it('a reload while offline keeps the waiting swipes: the deck resumes after them and sends them', async () => {
    window.sessionStorage.setItem(
      `forkcast:pending-swipes:${SESSION_ID}`,
      JSON.stringify([{ restaurantId: 'osm:node/1', action: 'like', position: 1 }]),
    );
    const { fetchMock } = setup();
    await screen.findByTestId('restaurant-card');
    expect(cardName()).toBe('Place 2');
    await finishFling(0);
    expect(sentPositions(fetchMock, 0)).toEqual([1]);
  });

  it('a solo deck finished offline ends only once its last swipe has reached the server', async () => {
    let online = false;
    const { user } = setup({
      session: makeSession({ restaurants: makeDeck(1) }),
      onSwipe: (body) => (online ? reply(200, answer({ restaurantId: body.restaurantId, userCompleted: true })) : NO_CONNECTION()),
    });
    await screen.findByTestId('restaurant-card');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await finishFling(1000);
    expect(location()).toBe('/swipe');
    expect(screen.queryByRole('heading', { name: 'Session Complete!' })).not.toBeInTheDocument();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await finishFling(500);
    expect(location()).toBe('/solo-complete?sessionId=session-1');
  });
});

describe('the entry check stays the entry’s', () => {
  it('a later failed read of the session (the connection coming back, a refetch) never sends the user home mid-deck', async () => {
    const session = makeSession({ restaurants: DECK });
    let reads = 0;
    const { queryClient } = setup({
      session,
      onSessionRead: () => (++reads === 1 ? reply(200, session) : reply(503, { message: 'Unavailable' })),
    });
    await screen.findByTestId('restaurant-card');
    // The connection drops and returns: the entry check is not asked again.
    await act(async () => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    expect(reads).toBe(1);
    // And a read that does happen and fails leaves the room as it is.
    await act(async () => {
      await queryClient.refetchQueries();
    });
    await finishFling(100);
    expect(reads).toBe(2);
    expect(location()).toBe('/swipe');
    expect(cardName()).toBe('Place 1');
  });
});
