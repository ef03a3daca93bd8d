import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeLiveConnection } from '@forkcast/test-utils';
import { createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import type { ActiveSession, SessionHistoryItem, User } from '@forkcast/contracts';
import { createAppStore } from '@forkcast/live-store';
import { renderWithProviders } from '@forkcast/test-utils';
import { SignedInStore } from '../../../app/signed-in-store';
import { createLiveConnection } from '../../../lib/create-live-connection';
import { HomePage } from '../components/home-page';
import { ENDPOINTS, activeSession, historyItem, homeUser, stubHomeApi } from './home-fixtures';

jest.mock('../../../lib/create-live-connection', () => ({ createLiveConnection: jest.fn() }));
jest.mock('../lib/load-add-partner-dialog', () => ({ loadAddPartnerDialog: jest.fn() }));

/*
 * Home as the signed-in route set shows it, inside the shell's store and its one live connection (a fake):
 * what the live channel says moves home's figures and cards at once, from the server's own answers.
 */
let live: FakeLiveConnection;
beforeEach(() => {
  window.sessionStorage.clear();
  live = new FakeLiveConnection();
  jest.mocked(createLiveConnection).mockImplementation(() => live);
});

/**
 * GET /api/auth/user answers the `after` users in turn (the last repeats): what the server says after each change.
 * `server` holds the other answers, which a test changes as the server's state moves.
 */
function renderLiveHome(first: User, ...after: User[]) {
  let reads = 0;
  // `first` is in the cache already: the reads answer what comes after it.
  const users = after.length > 0 ? after : [first];
  const server: { history: SessionHistoryItem[]; active: ActiveSession | null } = { history: [], active: null };
  const api = stubHomeApi({
    'GET /api/auth/user': () => ({ body: users[Math.min(reads++, users.length - 1)] }),
    [ENDPOINTS.history]: () => ({ body: server.history }),
    [ENDPOINTS.active]: () => ({ body: server.active }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, first);
  renderWithProviders(
    <SignedInStore store={createAppStore()}>
      <HomePage />
    </SignedInStore>,
    { queryClient },
  );
  return { api, server };
}

const stats = () => screen.getByRole('list', { name: 'Your stats' });
const recentRows = () => within(screen.getByRole('region', { name: 'Recent Sessions' })).getAllByRole('listitem');

it("the match count moves with the match itself: '1 Match' becomes '2 Matches' as the new match is listed", async () => {
  const { server } = renderLiveHome(homeUser({ totalMatches: 1 }), homeUser({ totalMatches: 2 }));
  await waitFor(() => expect(live.registrations).toHaveLength(1));
  expect(stats()).toHaveTextContent('1Match');

  server.history = [historyItem({ partnershipId: 'p1', matchedRestaurantId: 'r9', matchedRestaurantName: 'Nopa' })];
  act(() =>
    live.push('notification', {
      notification: {
        id: 'n1',
        type: 'session_match',
        read: false,
        createdAt: '2026-11-26T12:00:00Z',
        data: { sessionId: 's1', restaurantName: 'Nopa' },
      },
    }),
  );
  await waitFor(() => expect(stats()).toHaveTextContent('2Matches'));
  // Recent Sessions renders a task after home's first commit (useAfterFirstCommit).
  await waitFor(() => expect(recentRows()[0]).toHaveTextContent('Match Found!'));
});

it("a partner's upgrade lifts the daily limit banner without a reload", async () => {
  renderLiveHome(homeUser({ sessionsToday: 1 }), homeUser({ sessionsToday: 1, hasPremiumViaPartner: true }));
  expect(await screen.findByText('Daily Limit Reached')).toBeInTheDocument();
  // The live connection opens once the page is idle: an event reaches home from then on.
  await waitFor(() => expect(live.registrations).toHaveLength(1));
  act(() => live.push('subscription_changed', { userId: 'partner' }));
  await waitFor(() => expect(screen.queryByText('Daily Limit Reached')).not.toBeInTheDocument());
  expect(screen.getByText('Premium Benefits Shared')).toBeInTheDocument();
});

it("a partner's start shows the Active Session card at once, not at the next poll", async () => {
  const { api, server } = renderLiveHome(homeUser());
  await waitFor(() => expect(api.callsTo(ENDPOINTS.active)).toHaveLength(1));
  await waitFor(() => expect(live.registrations).toHaveLength(1));
  server.active = activeSession();
  act(() => live.push('session_started', { sessionId: 's9', userId: 'partner' }));
  expect(await screen.findByText('Partner session waiting!')).toBeInTheDocument();
  expect(api.callsTo(ENDPOINTS.active)).toHaveLength(2);
});

it("an unfinished partner session reads 'In progress', not 'No Match'", async () => {
  stubHomeApi({
    [ENDPOINTS.history]: {
      body: [
        historyItem({ id: 'running', partnershipId: 'p1', partnerName: 'Sam', status: 'active', completedAt: null }),
        historyItem({ id: 'over', partnershipId: 'p1', partnerName: 'Sam' }),
        historyItem({ id: 'solo', likedCount: 2, status: 'active', completedAt: null }),
      ],
    },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, homeUser());
  renderWithProviders(<HomePage />, { queryClient });
  await waitFor(() => expect(recentRows()).toHaveLength(3));
  const [running, over, solo] = recentRows();
  expect(running).toHaveTextContent('In progress');
  expect(running).toHaveTextContent('with Sam');
  expect(running).not.toHaveTextContent('No Match');
  expect(within(running!).queryByRole('button')).not.toBeInTheDocument();
  expect(over).toHaveTextContent('No Match');
  // The spec's other texts stay: a solo session reads 'Solo Session' with its likes.
  expect(solo).toHaveTextContent('Solo Session');
  expect(solo).toHaveTextContent('2 Likes');
});
