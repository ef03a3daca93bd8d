// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { FakeLiveConnection, renderWithProviders } from '@forkcast/test-utils';
import { act, screen } from '@testing-library/react';
import { GUEST_KEEP_MATCH_TEXT } from '@forkcast/contracts/domain';
import { GuestRoomScreen } from '../guest-room';
import { makeDeck, makeSession, mockApi, reply } from '../../testing/mock-api';

/* /guest (docs/product.md › Guests): the room of someone who joined by link, and its end. */

const live = new FakeLiveConnection();
jest.mock('@forkcast/live-store', () => ({
  ...jest.requireActual<typeof import('@forkcast/live-store')>('@forkcast/live-store'),
  LiveSocket: jest.fn(() => live),
}));

const SESSION_ID = 'session-1';
const GUEST = { userId: '44444444-4444-4444-8444-444444444444', firstName: 'Gus', sessionId: SESSION_ID };
const DECK = makeDeck(3);
const members = [
  { userId: 'u1', name: 'Hana', swiped: 1, total: 3 },
  { userId: GUEST.userId, name: 'Gus', swiped: 0, total: 3 },
];

it('opens the shared deck as the guest, registered for its session, and shows the match there', async () => {
  mockApi({
    'GET /api/guests/me': reply(200, GUEST),
    [`GET /api/sessions/${SESSION_ID}`]: reply(200, makeSession({ partnershipId: 'p1', restaurants: DECK, members, canStillMatch: 3 })),
    [`GET /api/sessions/${SESSION_ID}/swipes/${GUEST.userId}`]: reply(200, []),
  });
  renderWithProviders(<GuestRoomScreen />, { route: '/guest' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Place 1' })).toBeInTheDocument();
  // The guest sees how many cards can still match, as every member does.
  expect(screen.getByText(/3 cards can still match/)).toBeInTheDocument();
  expect(screen.getByTestId('members-progress')).toHaveTextContent('Hana · 1 of 3');
  expect(screen.queryByRole('button', { name: 'Invite a guest' })).not.toBeInTheDocument();
  // Details read a place's insights and the member's favourites, which a guest's pass does not reach.
  expect(screen.queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  expect(live.registrations).toContainEqual({ userId: GUEST.userId, sessionId: SESSION_ID });

  // Everyone liked Place 2: the room's end stays on /guest, with the offer to keep it.
  mockApi({
    'GET /api/guests/me': reply(200, GUEST),
    [`GET /api/sessions/${SESSION_ID}`]: reply(
      200,
      makeSession({ partnershipId: 'p1', restaurants: DECK, members, status: 'completed', matchedRestaurantId: DECK[1]!.placeId }),
    ),
  });
  act(() => live.push('match_found', { sessionId: SESSION_ID, restaurant: DECK[1]! }));
  expect(await screen.findByRole('heading', { name: "IT'S A MATCH!" }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByTestId('guest-result')).toHaveTextContent('Place 2');
  expect(screen.getByRole('button', { name: GUEST_KEEP_MATCH_TEXT })).toBeInTheDocument();
});

it('closes the room when the host takes the guest out (its socket dropped, its cookie refused)', async () => {
  mockApi({
    'GET /api/guests/me': reply(200, GUEST),
    [`GET /api/sessions/${SESSION_ID}`]: reply(200, makeSession({ partnershipId: 'p1', restaurants: DECK, members })),
    [`GET /api/sessions/${SESSION_ID}/swipes/${GUEST.userId}`]: reply(200, []),
  });
  renderWithProviders(<GuestRoomScreen />, { route: '/guest' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Place 1' })).toBeInTheDocument();
  mockApi({ 'GET /api/guests/me': reply(401, { message: 'Unauthorized' }) });
  act(() => live.drop());
  expect(await screen.findByRole('heading', { name: 'This room is closed' })).toBeInTheDocument();
});

it('says the room is closed to a cookie that names no guest (taken out, or never joined)', async () => {
  mockApi({ 'GET /api/guests/me': reply(401, { message: 'Unauthorized' }) });
  renderWithProviders(<GuestRoomScreen />, { route: '/guest' });
  expect(await screen.findByRole('heading', { name: 'This room is closed' })).toBeInTheDocument();
});
