// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders, withActiveSession } from '@forkcast/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import axe from 'axe-core';
import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/contracts/domain';
import { SwipeScreen } from '../components/swipe-screen';
import type { Session } from '@forkcast/contracts';
import {
  AUTH_USER,
  calledUrls,
  makeRestaurant,
  makeSession,
  makeUser,
  mockApi,
  reply,
  USER_ID,
  type FakeResponse,
} from '../../../testing/mock-api';

const SESSION = 'GET /api/sessions/session-1';
// The server's session in progress, asked when the tab has none cached or the cached one is over.
const IN_PROGRESS = `GET /api/sessions/user/${USER_ID}/in-progress`;
// Once the session checks out, /swipe asks who is signed in and which cards they already swiped.
const RESUME = { [AUTH_USER]: reply(200, makeUser()), [`GET /api/sessions/session-1/swipes/${USER_ID}`]: reply(200, []) };

/** The store's active session for this entry (as a start or Join Now leaves it); none by default. */
let chosen: Session | null = null;
const chooseSession = (session: Session) => {
  chosen = session;
};

function renderSwipe() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home screen</p>} />
      <Route path="/swipe" element={<SwipeScreen />} />
    </Routes>,
    { route: '/swipe', ...(chosen ? { preloadedState: withActiveSession(chosen, USER_ID) } : {}) },
  );
}

async function findToast() {
  const region = screen.getByRole('region', { name: /Notifications/ });
  return within(region).findByRole('listitem');
}

beforeEach(() => {
  chosen = null;
  window.sessionStorage.clear();
});

describe('entering /swipe', () => {
  it("without a stored session and none in progress on the server: 'No active session' and home", async () => {
    const fetchMock = mockApi({ [AUTH_USER]: reply(200, makeUser()), [IN_PROGRESS]: reply(200, null) });
    renderSwipe();

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    const toast = await findToast();
    expect(within(toast).getByText('No active session')).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual(['/api/auth/user', `/api/sessions/user/${USER_ID}/in-progress`]);
  });

  it("without a stored session (a new tab, browser or device): resumes the server's session at the next unswiped card and caches it", async () => {
    const deck = [
      makeRestaurant({ placeId: 'osm:node/1', name: 'Place 1' }),
      makeRestaurant({ placeId: 'osm:node/2', name: 'Place 2' }),
      makeRestaurant({ placeId: 'osm:node/3', name: 'Place 3' }),
    ];
    const swiped = [
      { restaurantId: 'osm:node/1', action: 'like', position: 1 },
      { restaurantId: 'osm:node/2', action: 'pass', position: 2 },
    ];
    const fetchMock = mockApi({
      [AUTH_USER]: reply(200, makeUser()),
      [IN_PROGRESS]: reply(200, makeSession({ restaurants: deck, likedCount: 1, partnerProgress: null })),
      [`GET /api/sessions/session-1/swipes/${USER_ID}`]: reply(200, swiped),
    });
    const { store } = renderSwipe();

    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByRole('heading', { name: 'Place 3' })).toBeInTheDocument();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
    expect(calledUrls(fetchMock)).not.toContain('/api/sessions/session-1');
    // Cached in the tab: a reload resumes without asking the server which session.
    expect(store.getState().activeSession.session?.id).toBe('session-1');
    expect(JSON.parse(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
      userId: USER_ID,
      session: { id: 'session-1' },
    });
  });

  it('a stored session that is over while the server has another in progress: resumes that one', async () => {
    chooseSession(makeSession({ id: 'session-old' }));
    mockApi({
      [AUTH_USER]: reply(200, makeUser()),
      'GET /api/sessions/session-old': reply(200, { id: 'session-old', status: 'cancelled', completedAt: '2025-01-05T13:00:00.000Z' }),
      [IN_PROGRESS]: reply(200, makeSession({ restaurants: [makeRestaurant({ name: 'Fresh Deck Place' })] })),
      [`GET /api/sessions/session-1/swipes/${USER_ID}`]: reply(200, []),
    });
    renderSwipe();

    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByRole('heading', { name: 'Fresh Deck Place' })).toBeInTheDocument();
    expect(screen.queryByText('Session already completed')).not.toBeInTheDocument();
  });

  it("a session the server no longer calls active, and none other in progress: 'Session already completed' and home", async () => {
    chooseSession(makeSession());
    mockApi({
      [AUTH_USER]: reply(200, makeUser()),
      [IN_PROGRESS]: reply(200, null),
      [SESSION]: reply(200, makeSession({ status: 'completed', completedAt: '2025-01-05T13:00:00.000Z' })),
    });
    renderSwipe();

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    const toast = await findToast();
    expect(within(toast).getByText('Session already completed')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACTIVE_SESSION_STORAGE_KEY)).toBeNull();
  });

  it("status still 'active' but completedAt set also counts as completed", async () => {
    chooseSession(makeSession());
    mockApi({
      [AUTH_USER]: reply(200, makeUser()),
      [IN_PROGRESS]: reply(200, null),
      [SESSION]: reply(200, { id: 'session-1', status: 'active', completedAt: '2025-01-05T13:00:00.000Z' }),
    });
    renderSwipe();

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(within(await findToast()).getByText('Session already completed')).toBeInTheDocument();
  });

  it("a failed check: 'Session error' / 'Failed to verify session status' and home", async () => {
    chooseSession(makeSession());
    mockApi({ [SESSION]: reply(500, { message: 'boom' }) });
    renderSwipe();

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    const toast = await findToast();
    expect(within(toast).getByText('Session error')).toBeInTheDocument();
    expect(within(toast).getByText('Failed to verify session status')).toBeInTheDocument();
  });

  it('an active session: a spinner while checking, then the first card with enabled Pass and Like', async () => {
    chooseSession(
      makeSession({
        restaurants: [
          makeRestaurant({ name: 'Luigi Trattoria', cuisineType: 'Italian', priceLevel: 3, rating: 4.46, distance: 1.24 }),
          makeRestaurant({ placeId: 'osm:node/2', name: 'Golden Dragon' }),
        ],
      }),
    );
    let answer!: (response: FakeResponse) => void;
    const fetchMock = mockApi({ ...RESUME, [SESSION]: () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
    renderSwipe();

    expect(screen.getByRole('status')).toHaveTextContent('Checking session...');
    expect(screen.queryByTestId('restaurant-card')).not.toBeInTheDocument();
    await waitFor(() => expect(calledUrls(fetchMock)).toContain('/api/sessions/session-1'));
    // A cached session that checks out is resumed without asking which session is in progress.
    expect(calledUrls(fetchMock)).not.toContain(`/api/sessions/user/${USER_ID}/in-progress`);

    answer(reply(200, makeSession()));

    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByRole('heading', { name: 'Luigi Trattoria' })).toBeInTheDocument();
    expect(within(card).getByText('Italian')).toBeInTheDocument();
    expect(within(card).getByTestId('card-price')).toHaveTextContent(/^\$\$\$$/);
    expect(within(card).getByTestId('card-rating')).toHaveTextContent(/^4\.5$/);
    expect(within(card).getByTestId('card-distance')).toHaveTextContent(/^1\.2 mi$/);
    expect(within(card).getByText('12 Main St, Austin')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo of Luigi Trattoria' })).toBeInTheDocument();
    expect(screen.queryByText('Golden Dragon')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });

  it("shows 'No rating yet', no price for an unknown one, warnings, and the illustration without a photo", async () => {
    chooseSession(
      makeSession({
        restaurants: [
          makeRestaurant({
            priceLevel: null,
            rating: null,
            photoUrl: null,
            aiDescription: 'Hand-made pasta in a tiny room.',
            dietaryWarnings: [{ restriction: 'Gluten-free', severity: 'high', warning: 'Most dishes are wheat pasta.' }],
          }),
        ],
      }),
    );
    mockApi({ ...RESUME, [SESSION]: reply(200, makeSession()) });
    renderSwipe();

    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByTestId('card-rating')).toHaveTextContent('No rating yet');
    // '$$' for a price nobody listed would read as a fact: the card shows none.
    expect(within(card).queryByTestId('card-price')).not.toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(card).getByTestId('photo-fallback')).toBeInTheDocument();
    expect(within(card).getByText('Hand-made pasta in a tiny room.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Dietary warnings' })).toHaveTextContent('Gluten-free Most dishes are wheat pasta.');
    expect(within(card).getByText('© OpenStreetMap contributors')).toBeInTheDocument();
  });

  it('has no serious or critical accessibility violations, and one h1', async () => {
    chooseSession(makeSession());
    mockApi({ ...RESUME, [SESSION]: reply(200, makeSession()) });
    renderSwipe();
    await screen.findByTestId('restaurant-card');

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(5);
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
