// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { findToast, renderWithProviders } from '@forkcast/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { DiscoverRestaurant, SpotlightEntry } from '@forkcast/contracts';
import { SpotlightScreen } from '../components/spotlight-screen';
import { deferred, makeUser, mockApi, reply, sentBodies } from '../../../testing/mock-api';
import { expectNoSeriousViolations } from '../../../testing/expect-accessible';

const USER_ID = '6f1c2b9e-4d3a-4e8b-9a51-2f7c1d0e3b4a';
const AUTH = 'GET /api/auth/user';
const TO_GO = `GET /api/spotlight/user/${USER_ID}?status=to_go`;
const VISITED = `GET /api/spotlight/user/${USER_ID}?status=visited`;
const DISCOVER = 'GET /api/spotlight/new-restaurants';

const user = makeUser({ id: USER_ID });

const entry = (overrides: Partial<SpotlightEntry>): SpotlightEntry => ({
  id: 'e1',
  userId: USER_ID,
  restaurantId: 'osm:node/123',
  restaurantName: 'Dim Sum Garden',
  restaurantCuisine: 'Chinese',
  restaurantPrice: 2,
  restaurantRating: 4.5,
  restaurantVicinity: '1020 Race St, Philadelphia',
  status: 'to_go',
  createdAt: '2025-01-05T12:00:00.000Z',
  visitedAt: null,
  ...overrides,
});
const dimSum = entry({});
const tacos = entry({
  id: 'e2',
  restaurantId: 'osm:way/9',
  restaurantName: 'Taco Stand',
  restaurantCuisine: 'Mexican',
  restaurantPrice: null,
  restaurantRating: null,
});
const bistro = entry({
  id: 'e3',
  restaurantId: 'osm:node/7',
  restaurantName: 'Le Bistro',
  status: 'visited',
  visitedAt: '2025-01-06T12:00:00.000Z',
});

const discovered: DiscoverRestaurant[] = [
  {
    placeId: 'osm:node/500',
    name: 'Pho Saigon',
    cuisineType: 'Vietnamese',
    priceLevel: null,
    rating: null,
    vicinity: '1100 Washington Ave, Philadelphia',
    aiDescription: 'A Vietnamese spot on 1100 Washington Ave, the kind of place for pho and banh mi.',
    attribution: '© OpenStreetMap contributors',
  },
  {
    placeId: 'osm:node/501',
    name: 'Green Leaf',
    cuisineType: 'Vegan',
    priceLevel: 1,
    rating: 4.2,
    vicinity: '20 S 18th St, Philadelphia',
    aiDescription: 'Plant-based bowls in a bright room.',
    attribution: '© OpenStreetMap contributors',
  },
];

function renderSpotlight() {
  return renderWithProviders(
    <Routes>
      <Route path="/spotlight" element={<SpotlightScreen />} />
      <Route path="/settings" element={<p>Settings screen</p>} />
    </Routes>,
    { route: '/spotlight' },
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('/spotlight lists', () => {
  it('shows the three tabs with counts and the To Go entries with their facts', async () => {
    mockApi({ [AUTH]: reply(200, user), [TO_GO]: reply(200, [dimSum, tacos]), [VISITED]: reply(200, [bistro]) });
    renderSpotlight();

    expect(screen.getByRole('heading', { level: 1, name: 'Spotlight' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['To Go (2)', 'Visited (1)', 'Discover']));
    expect(tab(/To Go/)).toHaveAttribute('aria-selected', 'true');

    const card = within(screen.getByRole('article', { name: 'Dim Sum Garden' }));
    expect(card.getByText('Chinese')).toBeInTheDocument();
    expect(card.getByTestId('place-price')).toHaveTextContent(/^\$\$$/);
    expect(card.getByTestId('place-rating')).toHaveTextContent(/^4\.5$/);
    expect(card.getByText('1020 Race St, Philadelphia')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Mark as visited' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remove Dim Sum Garden' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Taco Stand' })).getByTestId('place-rating')).toHaveTextContent('No rating yet');
    expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument();
  });

  it("Visited entries have no 'Mark as visited'", async () => {
    mockApi({ [AUTH]: reply(200, user), [TO_GO]: reply(200, []), [VISITED]: reply(200, [bistro]) });
    const { user: clicker } = renderSpotlight();
    await waitFor(() => expect(tab(/Visited/)).toHaveTextContent('Visited (1)'));

    await clicker.click(tab(/Visited/));

    const card = within(await screen.findByRole('article', { name: 'Le Bistro' }));
    expect(card.queryByRole('button', { name: 'Mark as visited' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remove Le Bistro' })).toBeInTheDocument();
  });

  it('shows the empty texts of both lists', async () => {
    mockApi({ [AUTH]: reply(200, user), [TO_GO]: reply(200, []), [VISITED]: reply(200, []) });
    const { user: clicker } = renderSpotlight();

    expect(await screen.findByText('No restaurants to visit yet')).toBeInTheDocument();
    expect(tab(/To Go/)).toHaveTextContent('To Go (0)');
    await clicker.click(tab(/Visited/));
    expect(await screen.findByText('No visited restaurants yet')).toBeInTheDocument();
  });

  it("'Mark as visited' sends {userId, status: 'visited'}, says 'Marked as visited!' and moves the entry", async () => {
    let toGo = [dimSum];
    let visited: SpotlightEntry[] = [];
    const fetchMock = mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: () => reply(200, toGo),
      [VISITED]: () => reply(200, visited),
      'PATCH /api/spotlight/e1': () => {
        visited = [{ ...dimSum, status: 'visited' }];
        toGo = [];
        return reply(200, visited[0]);
      },
    });
    const { user: clicker } = renderSpotlight();

    await clicker.click(await screen.findByRole('button', { name: 'Mark as visited' }));

    const toast = await findToast();
    expect(within(toast).getByText('Marked as visited!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH', '/api/spotlight/e1')).toEqual([{ userId: USER_ID, status: 'visited' }]);
    await waitFor(() => expect(tab(/To Go/)).toHaveTextContent('To Go (0)'));
    expect(tab(/Visited/)).toHaveTextContent('Visited (1)');
    expect(screen.getByText('No restaurants to visit yet')).toBeInTheDocument();
  });

  it("a failed 'Mark as visited' says 'Failed to mark restaurant as visited'", async () => {
    mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: reply(200, [dimSum]),
      [VISITED]: reply(200, []),
      'PATCH /api/spotlight/e1': reply(500, ''),
    });
    const { user: clicker } = renderSpotlight();

    await clicker.click(await screen.findByRole('button', { name: 'Mark as visited' }));

    const toast = await findToast();
    expect(within(toast).getByText('Failed to mark restaurant as visited')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Dim Sum Garden' })).toBeInTheDocument();
  });

  it("remove deletes the URL-encoded id and says 'Removed!'", async () => {
    let toGo = [dimSum, tacos];
    const fetchMock = mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: () => reply(200, toGo),
      [VISITED]: reply(200, []),
      [`DELETE /api/spotlight/${USER_ID}/osm%3Anode%2F123`]: () => {
        toGo = [tacos];
        return reply(200, { success: true });
      },
    });
    const { user: clicker } = renderSpotlight();

    await clicker.click(await screen.findByRole('button', { name: 'Remove Dim Sum Garden' }));

    const toast = await findToast();
    expect(within(toast).getByText('Removed!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dim Sum Garden' })).not.toBeInTheDocument());
    expect(tab(/To Go/)).toHaveTextContent('To Go (1)');
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toHaveLength(1);
  });

  it("a failed remove says 'Failed to remove restaurant'", async () => {
    mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: reply(200, [dimSum]),
      [VISITED]: reply(200, []),
      [`DELETE /api/spotlight/${USER_ID}/osm%3Anode%2F123`]: reply(404, { message: 'Spotlight entry not found' }),
    });
    const { user: clicker } = renderSpotlight();

    await clicker.click(await screen.findByRole('button', { name: 'Remove Dim Sum Garden' }));

    const toast = await findToast();
    expect(within(toast).getByText('Failed to remove restaurant')).toBeInTheDocument();
  });

  it("a failed To Go fetch says 'Failed to fetch to-go restaurants' and offers a retry", async () => {
    mockApi({ [AUTH]: reply(200, user), [TO_GO]: reply(500, ''), [VISITED]: reply(200, []) });
    renderSpotlight();
    expect(within(await findToast()).getByText('Failed to fetch to-go restaurants')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No restaurants to visit yet')).not.toBeInTheDocument();
  });

  it("a failed Visited fetch says 'Failed to fetch visited restaurants'", async () => {
    mockApi({ [AUTH]: reply(200, user), [TO_GO]: reply(200, []), [VISITED]: reply(500, '') });
    renderSpotlight();
    expect(within(await findToast()).getByText('Failed to fetch visited restaurants')).toBeInTheDocument();
  });
});

describe('/spotlight Discover', () => {
  it('is asked for only when opened; shows the count text, AI descriptions and the OSM credit', async () => {
    const answer = deferred();
    const fetchMock = mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: reply(200, []),
      [VISITED]: reply(200, []),
      [DISCOVER]: () => answer.promise,
    });
    const { user: clicker } = renderSpotlight();
    await screen.findByText('No restaurants to visit yet');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/spotlight/new-restaurants')).toBe(false);

    await clicker.click(tab(/Discover/));
    expect(await screen.findByText('Finding new restaurants...')).toBeInTheDocument();
    answer.resolve(reply(200, discovered));

    expect(await screen.findByText('Showing 2 restaurants based on your preferences')).toBeInTheDocument();
    const pho = within(screen.getByRole('article', { name: 'Pho Saigon' }));
    expect(pho.getByText(discovered[0]!.aiDescription)).toBeInTheDocument();
    expect(pho.getByText('Vietnamese')).toBeInTheDocument();
    // No listed price: no dollar signs that would read as a fact.
    expect(pho.queryByTestId('place-price')).not.toBeInTheDocument();
    expect(pho.getByRole('button', { name: 'Add to To Go' })).toBeInTheDocument();
    expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument();
  });

  it("'Add to To Go' posts the place as to_go, says 'Added to spotlight!' and moves it to To Go", async () => {
    let toGo: SpotlightEntry[] = [];
    const fetchMock = mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: () => reply(200, toGo),
      [VISITED]: reply(200, []),
      [DISCOVER]: reply(200, discovered),
      'POST /api/spotlight': () => {
        toGo = [entry({ id: 'e9', restaurantId: 'osm:node/501', restaurantName: 'Green Leaf' })];
        return reply(201, toGo[0]);
      },
    });
    const { user: clicker } = renderSpotlight();
    await clicker.click(tab(/Discover/));
    const leaf = await screen.findByRole('article', { name: 'Green Leaf' });

    await clicker.click(within(leaf).getByRole('button', { name: 'Add to To Go' }));

    expect(within(await findToast()).getByText('Added to spotlight!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/spotlight')).toEqual([
      {
        userId: USER_ID,
        restaurantId: 'osm:node/501',
        restaurantName: 'Green Leaf',
        restaurantCuisine: 'Vegan',
        restaurantPrice: 1,
        restaurantRating: 4.2,
        restaurantVicinity: '20 S 18th St, Philadelphia',
        status: 'to_go',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Green Leaf' })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1 restaurant based on your preferences')).toBeInTheDocument();
    await waitFor(() => expect(tab(/To Go/)).toHaveTextContent('To Go (1)'));
    // Discover isn't asked again: its descriptions cost AI calls.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/spotlight/new-restaurants')).toHaveLength(1);
  });

  it("a failed add says 'Failed to add restaurant' and keeps the place", async () => {
    mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: reply(200, []),
      [VISITED]: reply(200, []),
      [DISCOVER]: reply(200, discovered),
      'POST /api/spotlight': reply(409, { message: 'Restaurant is already in your spotlight' }),
    });
    const { user: clicker } = renderSpotlight();
    await clicker.click(tab(/Discover/));
    await clicker.click(within(await screen.findByRole('article', { name: 'Pho Saigon' })).getByRole('button', { name: 'Add to To Go' }));

    expect(within(await findToast()).getByText('Failed to add restaurant')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pho Saigon' })).toBeInTheDocument();
  });

  it("empty: 'All caught up!'", async () => {
    mockApi({ [AUTH]: reply(200, user), [TO_GO]: reply(200, []), [VISITED]: reply(200, []), [DISCOVER]: reply(200, []) });
    const { user: clicker } = renderSpotlight();
    await clicker.click(tab(/Discover/));
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
  });

  it("error: 'Location Not Set' with 'Go to Settings' to /settings, asked once (no retry)", async () => {
    const fetchMock = mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: reply(200, []),
      [VISITED]: reply(200, []),
      [DISCOVER]: reply(409, { message: 'Location Not Set' }),
    });
    const { user: clicker } = renderSpotlight();
    await clicker.click(tab(/Discover/));

    expect(await screen.findByRole('heading', { name: 'Location Not Set' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/spotlight/new-restaurants')).toHaveLength(1);
    await clicker.click(screen.getByRole('button', { name: 'Go to Settings' }));
    expect(await screen.findByText('Settings screen')).toBeInTheDocument();
  });

  it("a 429 is not 'Location Not Set': it shows the server's message (and its toast) with Try Again", async () => {
    const message = 'Too many requests. Please try again in 2 minutes.';
    let limited = true;
    const fetchMock = mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: reply(200, []),
      [VISITED]: reply(200, []),
      [DISCOVER]: () => (limited ? reply(429, { message }) : reply(200, discovered)),
    });
    const { user: clicker } = renderSpotlight();
    await clicker.click(tab(/Discover/));

    expect(await screen.findByRole('heading', { name: 'Too many requests' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Location Not Set' })).not.toBeInTheDocument();
    expect(within(await findToast()).getByText(message)).toBeInTheDocument();

    limited = false;
    await clicker.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Pho Saigon' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/spotlight/new-restaurants')).toHaveLength(2);
  });

  it('has no serious or critical accessibility violations on the lists and Discover', async () => {
    mockApi({
      [AUTH]: reply(200, user),
      [TO_GO]: reply(200, [dimSum, tacos]),
      [VISITED]: reply(200, [bistro]),
      [DISCOVER]: reply(200, discovered),
    });
    const { user: clicker } = renderSpotlight();
    await screen.findByRole('article', { name: 'Dim Sum Garden' });
    await expectNoSeriousViolations();

    await clicker.click(tab(/Discover/));
    await screen.findByRole('article', { name: 'Pho Saigon' });
    await expectNoSeriousViolations();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
