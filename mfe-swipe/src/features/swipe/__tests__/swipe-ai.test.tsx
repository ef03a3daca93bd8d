// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders, withActiveSession } from '@forkcast/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Restaurant } from '@forkcast/contracts';
import { SwipeScreen } from '../components/swipe-screen';
import {
  AUTH_USER,
  calledUrls,
  makeInsights,
  makeDeck,
  makeSession,
  makeUser,
  mockApi,
  reply,
  setReducedMotion,
  USER_ID,
  type FakeResponse,
} from '../../../testing/mock-api';

const DECK = makeDeck(4);
const restaurantUrl = (placeId: string) => `/api/restaurants/${encodeURIComponent(placeId)}`;

function filled(place: Restaurant): Restaurant {
  return {
    ...place,
    aiDescription: `${place.name} makes fresh pasta every morning.`,
    dietaryWarnings: [{ restriction: 'Vegan', severity: 'high', warning: 'Few vegan dishes on the menu.' }],
  };
}

function setup(firstCard: Promise<FakeResponse> | FakeResponse = reply(200, filled(DECK[0]!))) {
  const fetchMock = mockApi({
    'GET /api/sessions/session-1': reply(200, makeSession({ restaurants: DECK })),
    [AUTH_USER]: reply(200, makeUser()),
    [`GET /api/sessions/session-1/swipes/${USER_ID}`]: reply(200, []),
    [`GET ${restaurantUrl('osm:node/1')}`]: firstCard,
    [`GET ${restaurantUrl('osm:node/2')}`]: reply(200, filled(DECK[1]!)),
    [`GET ${restaurantUrl('osm:node/3')}`]: reply(200, filled(DECK[2]!)),
    [`GET ${restaurantUrl('osm:node/4')}`]: reply(200, filled(DECK[3]!)),
    [`GET ${restaurantUrl('osm:node/1')}/insights`]: reply(200, makeInsights({ name: 'Place 1' })),
    [`GET /api/favorites/${USER_ID}/${encodeURIComponent('osm:node/1')}/check`]: reply(200, { isFavorited: false }),
    'POST /api/sessions/session-1/swipe': reply(200, {
      solo: true,
      userCompleted: false,
      waitingForPartner: false,
      bothCompleted: false,
      match: null,
      restaurantId: 'osm:node/1',
    }),
  });
  const utils = renderWithProviders(
    <Routes>
      <Route path="/swipe" element={<SwipeScreen />} />
    </Routes>,
    { route: '/swipe', preloadedState: withActiveSession(makeSession({ restaurants: DECK }), USER_ID) },
  );
  return { ...utils, fetchMock };
}

beforeEach(() => {
  window.sessionStorage.clear();
  setReducedMotion(true);
});

describe('/swipe AI description', () => {
  it('shows the card at once and fills the description and warnings when they arrive', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const { fetchMock } = setup(new Promise((resolve) => (answer = resolve)));

    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByRole('heading', { name: 'Place 1' })).toBeInTheDocument();
    expect(within(card).queryByTestId('card-ai-description')).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Dietary warnings' })).not.toBeInTheDocument();

    await act(async () => answer(reply(200, filled(DECK[0]!))));
    const description = await within(card).findByTestId('card-ai-description');
    expect(description).toHaveTextContent('AI description: Place 1 makes fresh pasta every morning.');
    expect(within(description).getByText('AI')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByRole('list', { name: 'Dietary warnings' })).toHaveTextContent('Few vegan dishes on the menu.');

    // The next two cards are read ahead once the page is idle, not in the mount's effects; the one after
    // that is not yet.
    expect(calledUrls(fetchMock)).not.toContain(restaurantUrl('osm:node/2'));
    await waitFor(
      () => expect(calledUrls(fetchMock)).toEqual(expect.arrayContaining([restaurantUrl('osm:node/2'), restaurantUrl('osm:node/3')])),
      { timeout: 3000 },
    );
    expect(calledUrls(fetchMock)).not.toContain(restaurantUrl('osm:node/4'));
  });

  it('a failed read leaves the card as dealt', async () => {
    setup(reply(500, 'boom'));
    const card = await screen.findByTestId('restaurant-card');
    await screen.findByText('Place 1');
    expect(within(card).queryByTestId('card-ai-description')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  });

  it('the next card arrives already described (read ahead, never re-read)', async () => {
    const { user, fetchMock } = setup();
    await screen.findByTestId('card-ai-description');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    const card = await screen.findByRole('heading', { name: 'Place 2' });
    expect(card).toBeInTheDocument();
    expect(screen.getByTestId('card-ai-description')).toHaveTextContent('Place 2 makes fresh pasta every morning.');
    expect(calledUrls(fetchMock).filter((url) => url === restaurantUrl('osm:node/2'))).toHaveLength(1);
  });
});

describe('/swipe details dialog', () => {
  it("opens from 'View details' and from the i key; arrows don't swipe behind it", async () => {
    const { user, fetchMock } = setup();
    await screen.findByTestId('restaurant-card');

    await user.click(screen.getByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place 1' });
    expect(within(dialog).getByRole('region', { name: 'AI insights' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(calledUrls(fetchMock)).not.toContain('/api/sessions/session-1/swipe');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('i');
    expect(await screen.findByRole('dialog', { name: 'Place 1' })).toBeInTheDocument();
  });
});
