// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { findToast, renderWithProviders } from '@forkcast/test-utils';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Partnership } from '@forkcast/contracts';
import { NoMatchScreen } from '../components/no-match-screen';
import {
  AUTH_USER,
  makeCompromise,
  makeInsights,
  makeDeck,
  makeSession,
  makeUser,
  mockApi,
  PARTNER_ID,
  pending,
  reply,
  USER_ID,
  type FakeResponse,
} from '../../../testing/mock-api';

const DECK = makeDeck(3);
const SESSION = makeSession({ partnershipId: 'partnership-1', status: 'completed', restaurants: DECK });
const PARTNERSHIP: Partnership = {
  id: 'partnership-1',
  user1Id: USER_ID,
  user2Id: PARTNER_ID,
  user1FirstName: 'Ana',
  user1LastName: 'Lopez',
  user1Email: 'ana@example.com',
  user2FirstName: 'Ben',
  user2LastName: null,
  user2Email: 'ben@example.com',
  sessionsTogether: 1,
} as Partnership;

const COMPROMISE = 'POST /api/sessions/session-1/compromise';

function api(
  partnerSwipes: ReturnType<typeof reply>,
  compromises: FakeResponse | Promise<FakeResponse> = reply(200, { compromises: [] }),
  more: Record<string, FakeResponse> = {},
) {
  return mockApi({
    ...more,
    [COMPROMISE]: compromises,
    // What the details dialog reads when a place is opened.
    ...Object.fromEntries(
      DECK.flatMap((place) => [
        [`GET /api/restaurants/${encodeURIComponent(place.placeId)}/insights`, reply(200, makeInsights({ name: place.name }))],
        [`GET /api/favorites/${USER_ID}/${encodeURIComponent(place.placeId)}/check`, reply(200, { isFavorited: false })],
      ]),
    ),
    [AUTH_USER]: reply(200, makeUser()),
    'GET /api/sessions/session-1': reply(200, SESSION),
    [`GET /api/sessions/session-1/swipes/${USER_ID}`]: reply(200, [
      { restaurantId: 'osm:node/1', action: 'like', position: 1 },
      { restaurantId: 'osm:node/2', action: 'pass', position: 2 },
    ]),
    [`GET /api/partnerships/user/${USER_ID}`]: reply(200, [PARTNERSHIP]),
    [`GET /api/sessions/session-1/swipes/${PARTNER_ID}`]: partnerSwipes,
  });
}

describe('/no-match', () => {
  it('lists what each of you liked, with a way home', async () => {
    api(reply(200, [{ restaurantId: 'osm:node/2', action: 'like', position: 2 }]));
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });

    expect(screen.getByRole('heading', { level: 1, name: 'No Match' })).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'You liked' });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Place 1']);
    const partners = await screen.findByRole('region', { name: 'Your partner liked' });
    expect(within(partners).getByRole('heading', { name: 'Place 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    expect(await screen.findByText('No compromise suggestions available')).toBeInTheDocument();

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it("leaves the partner's section out when their swipes can't be read", async () => {
    api(reply(403, { message: 'Forbidden' }));
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });
    await screen.findByRole('region', { name: 'You liked' });
    expect(screen.queryByRole('region', { name: 'Your partner liked' })).not.toBeInTheDocument();
  });

  it("shows the AI's compromise cards first, each opening the details dialog", async () => {
    const fetchMock = api(
      reply(200, []),
      reply(200, {
        compromises: [
          makeCompromise(),
          // As the server sends an unknown price: the spec's 2, marked as not known.
          makeCompromise({
            placeId: 'osm:node/3',
            name: 'Place 3',
            priceLevel: 2,
            priceKnown: false,
            rating: null,
            likedBy: 'Ana',
            reason: 'Ana liked it.',
          }),
        ],
      }),
    );
    const { user } = renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });

    const section = screen.getByRole('region', { name: 'AI Suggestions' });
    expect(within(section).getByRole('status')).toHaveTextContent('Finding compromise suggestions...');
    const cards = await within(section).findAllByTestId('compromise-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Place 2' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Chinese')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('4.2')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Liked by Ben')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/close to the Italian places/)).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Photo of Place 2' })).toBeInTheDocument();
    // A listed price shows; an unknown one shows as a swipe card's does (no dollars), and an unknown rating says so.
    expect(within(cards[0]!).getByTestId('place-price')).toHaveTextContent(/^\$\$$/);
    expect(within(cards[1]!).queryByTestId('place-price')).not.toBeInTheDocument();
    expect(within(cards[1]!).queryByText('$$')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('No rating yet')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Liked by Ana')).toBeInTheDocument();
    // Each suggestion has its Directions, with the address from the session's deck.
    expect(within(cards[0]!).getByRole('link', { name: 'Directions to Place 2' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`Place 2, ${DECK[1]!.vicinity}`)}`,
    );
    // The section goes above the liked lists.
    const mine = await screen.findByRole('region', { name: 'You liked' });
    expect(section.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [, compromiseInit] = fetchMock.mock.calls.find(([url]) => url === '/api/sessions/session-1/compromise')!;
    expect((compromiseInit as RequestInit).body).toBe('{}');
    await screen.findByRole('region', { name: 'Your partner liked' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await user.click(within(cards[0]!).getByRole('button', { name: 'View details for Place 2' }));
    expect(await screen.findByRole('dialog', { name: 'Place 2' })).toBeInTheDocument();
  });

  it('opens the details dialog from a liked place too', async () => {
    api(reply(200, []));
    const { user } = renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });
    const mine = await screen.findByRole('region', { name: 'You liked' });
    await user.click(within(mine).getByRole('button', { name: 'View details for Place 1' }));
    expect(await screen.findByRole('dialog', { name: 'Place 1' })).toBeInTheDocument();
  });

  it('a failed suggestion request toasts, and the liked lists stay', async () => {
    api(reply(200, []), reply(500, { message: 'AI unavailable' }));
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });
    const toast = await findToast();
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Failed to load AI suggestions')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'You liked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("a rate-limited suggestion request (429) keeps the server's message on screen, not 'Failed to load'", async () => {
    const message = 'Too many requests. Please try again in 2 minutes.';
    api(reply(200, []), reply(429, { message }));
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });
    const toast = await findToast();
    expect(within(toast).getByText('Too many requests')).toBeInTheDocument();
    expect(within(toast).getByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load AI suggestions')).not.toBeInTheDocument();
  });

  it('keeps a loading state while the AI thinks', async () => {
    api(reply(200, []), pending());
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });
    await screen.findByRole('region', { name: 'You liked' });
    expect(within(screen.getByRole('region', { name: 'AI Suggestions' })).getByRole('status')).toBeInTheDocument();
  });
});

describe("/no-match of someone else's session", () => {
  it("reads 'Not your session' rather than failed sections with a Retry", async () => {
    const forbidden = reply(403, { message: 'You are not part of this session' });
    mockApi({
      [AUTH_USER]: reply(200, makeUser()),
      'GET /api/sessions/session-1': forbidden,
      [COMPROMISE]: forbidden,
      [`GET /api/sessions/session-1/swipes/${USER_ID}`]: forbidden,
    });
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Not your session' })).toBeInTheDocument();
    expect(screen.getByText('This session belongs to other people, so its results are not yours to see.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry|try again/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Match' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load AI suggestions')).not.toBeInTheDocument();
  });
});

describe('/no-match: Share', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('hands the results link to the share sheet, saying there was no match', async () => {
    const url = 'http://localhost/r/' + 'R'.repeat(43);
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    api(reply(200, []), undefined, { 'POST /api/sessions/session-1/share': reply(200, { url }) });
    const { user } = renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Our Forkcast results', text: 'No match this time: here is what we liked most', url });
  });
});

describe('/no-match of a group', () => {
  it('ranks the places by how many liked them, and shows no single partner section', async () => {
    const group = {
      ...SESSION,
      members: [
        { userId: USER_ID, name: 'Ana Lopez', swiped: 3, total: 3 },
        { userId: PARTNER_ID, name: 'Ben', swiped: 3, total: 3 },
        { userId: 'user-3', name: 'Cy', swiped: 3, total: 3 },
        { userId: 'user-4', name: 'Dee', swiped: 3, total: 3 },
      ],
    };
    const fetchMock = mockApi({
      [COMPROMISE]: reply(200, { compromises: [] }),
      [AUTH_USER]: reply(200, makeUser()),
      'GET /api/sessions/session-1': reply(200, group),
      [`GET /api/sessions/session-1/swipes/${USER_ID}`]: reply(200, []),
      'GET /api/sessions/session-1/ranking': reply(200, {
        memberCount: 4,
        places: [
          { restaurant: DECK[1], likes: 3, likedBy: ['Ana Lopez', 'Ben', 'Cy'] },
          { restaurant: DECK[0], likes: 1, likedBy: ['Dee'] },
        ],
      }),
    });
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });

    const ranking = await screen.findByRole('region', { name: 'What the group liked' });
    const items = await within(ranking).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Place 2', 'Place 1']);
    expect(items[0]).toHaveTextContent('3 of 4 liked');
    expect(items[0]).toHaveTextContent('Liked by Ana Lopez, Ben and Cy');
    expect(items[1]).toHaveTextContent('1 of 4 liked');
    // Each ranked place has its Directions, by name and address, in a new tab.
    const directions = within(items[0]!).getByRole('link', { name: 'Directions to Place 2' });
    expect(directions).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Place%202%2C%20/),
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(screen.getByText("You didn't all like the same place this time.")).toBeInTheDocument();
    // The suggestions speak to the whole group, not to a pair.
    expect(screen.getByText('Places some of you liked that might work for everyone.')).toBeInTheDocument();
    expect(screen.queryByText('Places one of you liked that might work for you both.')).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'You liked' });
    expect(screen.queryByRole('region', { name: 'Your partner liked' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining(`/swipes/${PARTNER_ID}`), expect.anything());

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
