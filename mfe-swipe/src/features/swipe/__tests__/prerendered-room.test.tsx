// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createQueryClient, currentUserQueryKey, sessionQueryKey } from '@forkcast/api-client';
import { activeSessionSlice } from '@forkcast/live-store';
import { SWIPE_ROOM_DATA_ID } from '@forkcast/contracts/domain';
import type { SwipeRoomData } from '@forkcast/contracts';
import { SwipeScreen } from '../components/swipe-screen';
import { swipesQueryKey } from '../../../api/get-swipes';
import { calledUrls, makeRestaurant, makeSession, makeUser, mockApi, USER_ID } from '../../../testing/mock-api';

/*
 * /swipe opened on a page the gateway prerendered the room into. The page carries the session, deck
 * and swipes as a data block: the screen shows the next card at once (no check, no spinner, no fetch) and the
 * room becomes the store's active session. Only the page's first /swipe, and only for its user.
 */

const room: SwipeRoomData = {
  user: makeUser(),
  session: makeSession({
    restaurants: [makeRestaurant({ placeId: 'osm:node/1', name: 'Luigi Trattoria' }), makeRestaurant({ placeId: 'osm:node/2', name: 'Golden Dragon' })],
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
  expect(activeSessionSlice.selectors.selectActiveSession(store.getState())?.id).toBe(room.session.id);
  expect(queryClient.getQueryData(sessionQueryKey(room.session.id))).toEqual(room.session);
  expect(queryClient.getQueryData(swipesQueryKey(room.session.id, USER_ID))).toEqual(room.swipes);
  expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/sessions'))).toEqual([]);
  // Read once: a later /swipe of this page load goes through the entry check.
  expect(document.getElementById(SWIPE_ROOM_DATA_ID)).toBeNull();
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
