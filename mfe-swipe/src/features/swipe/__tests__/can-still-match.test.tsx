// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { createStoreWithLive, findToast, renderWithProviders, withActiveSession } from '@forkcast/test-utils';
import '../../../testing/pointer-events';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import axe from 'axe-core';
import type { Session, SwipeResult } from '@forkcast/contracts';
import { CAN_STILL_MATCH_END_MESSAGE } from '@forkcast/contracts/domain';
import { SwipeScreen } from '../components/swipe-screen';
import {
  AUTH_USER,
  makeDeck,
  makeSession,
  makeUser,
  mockApi,
  PARTNER_ID,
  reply,
  USER_ID,
  type FakeResponse,
} from '../../../testing/mock-api';

/* The room's "N can still match" (docs/product.md › Swiping › Can still match): the count, its zero state, End now. */

const SESSION_ID = 'session-1';
const END = `POST /api/sessions/${SESSION_ID}/end`;
const DECK = makeDeck(3);
const partnered = (overrides: Partial<Session> = {}) => makeSession({ partnershipId: 'partnership-1', restaurants: DECK, ...overrides });

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function setup(session: Session, read: Partial<Session>, onEnd?: () => FakeResponse) {
  const { store, live } = createStoreWithLive({ id: USER_ID }, withActiveSession(session, USER_ID));
  const answer: SwipeResult = {
    solo: false,
    userCompleted: true,
    waitingForPartner: true,
    bothCompleted: false,
    match: null,
    restaurantId: DECK[0]!.placeId,
  };
  const fetchMock = mockApi({
    [`GET /api/sessions/${SESSION_ID}`]: reply(200, { ...session, ...read }),
    [AUTH_USER]: reply(200, makeUser()),
    [`GET /api/sessions/${SESSION_ID}/swipes/${USER_ID}`]: reply(200, []),
    [`POST /api/sessions/${SESSION_ID}/swipe`]: reply(200, answer),
    [END]: () => (onEnd ? onEnd() : reply(200, { ...session, status: 'completed', completedAt: '2025-01-05T12:10:00.000Z' })),
  });
  const utils = renderWithProviders(
    <>
      <Routes>
        <Route path="/swipe" element={<SwipeScreen />} />
        <Route path="*" element={<p>Results screen</p>} />
      </Routes>
      <Location />
    </>,
    { route: '/swipe', userOptions: { advanceTimers: jest.advanceTimersByTime }, store },
  );
  const ends = () =>
    fetchMock.mock.calls.filter(([input, init]) => (init as RequestInit | undefined)?.method === 'POST' && String(input).endsWith('/end'));
  return { ...utils, live, ends };
}

const count = () => screen.getByTestId('can-still-match');
const location = () => screen.getByTestId('location').textContent;
const push = (live: ReturnType<typeof setup>['live'], userId: string, canStillMatch: number, sessionId = SESSION_ID) =>
  act(() => live.push('partner_swipe', { sessionId, userId, swiped: 1, total: 3, canStillMatch }));

it('shows the count from the session read, then from every partner_swipe of the room, whoever swiped', async () => {
  const { live } = setup(partnered(), { canStillMatch: 3 });
  await screen.findByTestId('restaurant-card');
  expect(count()).toHaveTextContent('3 cards can still match');
  push(live, PARTNER_ID, 2);
  expect(count()).toHaveTextContent('2 cards can still match');
  // This user's own swipe (heard back from the room) moves it too; another session's does not.
  push(live, USER_ID, 1);
  expect(count()).toHaveTextContent('1 card can still match');
  push(live, PARTNER_ID, 0, 'session-2');
  expect(count()).toHaveTextContent('1 card can still match');
  // An undo brings cards back.
  push(live, PARTNER_ID, 2);
  expect(count()).toHaveTextContent('2 cards can still match');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('at 0 says at once that no card left can be a match, keeps the cards, and End now opens the no-match results', async () => {
  const { live, user, ends } = setup(partnered(), { canStillMatch: 2 });
  await screen.findByTestId('restaurant-card');
  push(live, PARTNER_ID, 0);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('No card left can be a match');
  expect(screen.queryByTestId('can-still-match')).not.toBeInTheDocument();
  // Swiping on is still possible: more likes still feed the ranking and the compromises.
  expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await user.click(within(alert).getByRole('button', { name: 'End now' }));
  expect(ends()).toHaveLength(1);
  expect(await screen.findByRole('heading', { name: 'Session over' })).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(500);
  });
  expect(await screen.findByText('Results screen')).toBeInTheDocument();
  expect(location()).toBe('/no-match?sessionId=session-1');
  // axe reads the whole room: seconds on a loaded machine.
}, 20_000);

it('shows the count and the zero state on "You\'re Done!" too', async () => {
  const { user, live } = setup(partnered({ restaurants: DECK.slice(0, 1) }), { canStillMatch: 1 });
  await screen.findByTestId('restaurant-card');
  await user.click(screen.getByRole('button', { name: 'Pass' }));
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  expect(await screen.findByRole('heading', { name: "You're Done!" })).toBeInTheDocument();
  expect(count()).toHaveTextContent('1 card can still match');
  push(live, PARTNER_ID, 0);
  expect(within(screen.getByRole('alert')).getByRole('button', { name: 'End now' })).toBeInTheDocument();
});

it('a refused End now (an undo brought a card back) says why and stays in the room', async () => {
  const { live, user } = setup(partnered(), { canStillMatch: 0 }, () => reply(409, { message: CAN_STILL_MATCH_END_MESSAGE }));
  await screen.findByTestId('restaurant-card');
  expect(screen.getByRole('alert')).toHaveTextContent('No card left can be a match');
  await user.click(screen.getByRole('button', { name: 'End now' }));
  expect(await findToast()).toHaveTextContent(CAN_STILL_MATCH_END_MESSAGE);
  expect(location()).toBe('/swipe');
  push(live, PARTNER_ID, 1);
  expect(count()).toHaveTextContent('1 card can still match');
});

it('a solo session shows nothing of it', async () => {
  setup(makeSession({ restaurants: DECK }), { canStillMatch: 0 });
  await screen.findByTestId('restaurant-card');
  expect(screen.queryByTestId('can-still-match')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
