// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient, currentUserQueryKey, sessionQueryKey } from '@forkcast/api-client';
import { activeSessionSlice } from '@forkcast/live-store';
import { SWIPE_ROOM_DATA_ID } from '@forkcast/contracts/domain';
import type { SwipeRoomData } from '@forkcast/contracts';
import { SwipeScreen } from '../components/swipe-screen';
import { swipesQueryKey } from '../../../api/get-swipes';
import { calledUrls, makeRestaurant, makeSession, makeUser, mockApi, pending, USER_ID } from '../../../testing/mock-api';

// Counts the card's renders, rendering the real card.
const mockCardRenders = jest.fn();
jest.mock('../components/swipe-card', () => {
  const actual = jest.requireActual<typeof import('../components/swipe-card')>('../components/swipe-card');
  return {
    ...actual,
    SwipeCard: (props: Parameters<typeof actual.SwipeCard>[0]) => {
      mockCardRenders(props.restaurant.placeId);
      return actual.SwipeCard(props);
    },
  };
});

/*
 * /swipe opened on a page the gateway prerendered the room into. The page carries the session, deck
 * and swipes as a data block: the screen shows the next card at once (no check, no spinner, no fetch) and the
 * room becomes the store's active session. Only the page's first /swipe, and only for its user.
 */

const room: SwipeRoomData = {
  user: makeUser(),
  session: makeSession({
    restaurants: [
      makeRestaurant({ placeId: 'osm:node/1', name: 'Luigi Trattoria' }),
      makeRestaurant({ placeId: 'osm:node/2', name: 'Golden Dragon' }),
    ],
  }),
  swipes: [{ restaurantId: 'osm:node/1', action: 'pass', position: 1, createdAt: '2026-11-26T12:00:00.000Z' }] as SwipeRoomData['swipes'],
};

function renderSwipe(user = makeUser()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home screen</p>} />
      <Route path="/swipe" element={<SwipeScreen />} />
    </Routes>,
    { route: '/swipe', queryClient },
  );
}

function pageWithRoom(data: SwipeRoomData) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SWIPE_ROOM_DATA_ID;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

beforeEach(() => {
  window.sessionStorage.clear();
  // eslint-disable-next-line testing-library/no-node-access -- the page's inline data is a script element: no role.
  document.getElementById(SWIPE_ROOM_DATA_ID)?.remove();
});

it("another user's room is not shown: the usual entry check runs", async () => {
  pageWithRoom({ ...room, user: makeUser({ id: '00000000-0000-4000-8000-000000000999' }) });
  mockApi({});
  renderSwipe();
  expect(await screen.findByText('Home screen')).toBeInTheDocument();
});

it('shows the next card of the prerendered room at once, asking the server nothing, and makes it the active session', async () => {
  pageWithRoom(room);
  const fetchMock = mockApi({});
  const { store, queryClient } = renderSwipe();

  const card = screen.getByTestId('restaurant-card');
  expect(within(card).getByRole('heading', { name: 'Golden Dragon' })).toBeInTheDocument();
  expect(screen.getByTestId('swipe-progress')).toHaveTextContent('2 / 2');
  expect(screen.queryByText('Checking session...')).toBeNull();
  expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
  expect(queryClient.getQueryData(sessionQueryKey(room.session.id))).toEqual(room.session);
  expect(queryClient.getQueryData(swipesQueryKey(room.session.id, USER_ID))).toEqual(room.swipes);
  expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/sessions'))).toEqual([]);
  // Read once: a later /swipe of this page load goes through the entry check.
  // eslint-disable-next-line testing-library/no-node-access -- as above.
  expect(document.getElementById(SWIPE_ROOM_DATA_ID)).toBeNull();
  // The active session a task after the first commit, not in its effects: every store listener runs on it.
  await waitFor(() => expect(activeSessionSlice.selectors.selectActiveSession(store.getState())?.id).toBe(room.session.id));
});

it("the gateway's render sends the room's buttons disabled (no handlers yet); the app's own render enables them", async () => {
  const { renderSwipeRoom } = await import('../../../server/render-swipe-room');
  const { html } = renderSwipeRoom(room);
  const page = document.createElement('div');
  page.innerHTML = html;
  expect(within(page).getByText('Golden Dragon')).toBeTruthy();
  for (const name of ['Pass', 'Like', 'View details', 'Undo last swipe']) {
    expect(within(page).getByRole('button', { name })).toBeDisabled();
  }

  pageWithRoom(room);
  renderSwipe();
  expect(await screen.findByRole('button', { name: 'Like' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();
});

it('takes the room over in one render: the first commit changes nothing it shows, so nothing renders again', async () => {
  pageWithRoom(room);
  // The card's details never answer here: a render for them would be one of their own.
  mockApi({ 'GET /api/restaurants/osm%3Anode%2F2': pending() });
  mockCardRenders.mockClear();
  const { store } = renderSwipe();

  // Once the effects and the task after them have run: the store knows the deck and the session.
  await waitFor(() => expect(activeSessionSlice.selectors.selectActiveSession(store.getState())?.id).toBe(room.session.id));
  expect(screen.getByTestId('swipe-announcer')).toHaveTextContent('Card 2 of 2: Golden Dragon');
  // Rendering it again was the phone's longest task of the page load (docs/decisions/first-paint.md).
  expect(mockCardRenders.mock.calls).toEqual([['osm:node/2']]);
});

it("the next card's details come with the page: its description is in the gateway's render and the app's, and nothing asks for them", async () => {
  const description = 'Hand-pulled noodles in a loud, happy room.';
  const withCard: SwipeRoomData = {
    ...room,
    card: makeRestaurant({ placeId: 'osm:node/2', name: 'Golden Dragon', aiDescription: description }),
  };
  const { renderSwipeRoom } = await import('../../../server/render-swipe-room');
  const page = document.createElement('div');
  page.innerHTML = renderSwipeRoom(withCard).html;
  expect(within(page).getByTestId('card-ai-description')).toHaveTextContent(description);

  pageWithRoom(withCard);
  const fetchMock = mockApi({});
  mockCardRenders.mockClear();
  const { store } = renderSwipe();
  expect(within(screen.getByTestId('restaurant-card')).getByTestId('card-ai-description')).toHaveTextContent(description);
  await waitFor(() => expect(activeSessionSlice.selectors.selectActiveSession(store.getState())?.id).toBe(room.session.id));
  expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/restaurants'))).toEqual([]);
  // No answer arrives after start-up to render the card again.
  expect(mockCardRenders.mock.calls).toEqual([['osm:node/2']]);
});
