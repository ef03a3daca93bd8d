// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { findToast, renderWithProviders } from '@forkcast/test-utils';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, sessionQueryKey } from '@forkcast/api-client';
import axe from 'axe-core';
import { MatchScreen } from '../components/match-screen';
import {
  calledUrls,
  makeInsights,
  makeRestaurant,
  makeSession,
  makeUser,
  mockApi,
  reply,
  setReducedMotion,
  USER_ID,
} from '../../../testing/mock-api';

const MATCHED = makeRestaurant({ placeId: 'osm:node/2', name: 'Golden Dragon', cuisineType: 'Chinese', vicinity: '5 Elm St' });
const SESSION = makeSession({
  partnershipId: 'partnership-1',
  matchedRestaurantId: 'osm:node/2',
  restaurants: [makeRestaurant(), MATCHED],
});

function renderMatch(route: string, queryClient?: QueryClient) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home screen</p>} />
      <Route path="/match" element={<MatchScreen />} />
    </Routes>,
    { route, queryClient },
  );
}

const route = `/match?sessionId=session-1&restaurantId=${encodeURIComponent('osm:node/2')}`;

beforeEach(() => setReducedMotion(false));
afterEach(() => jest.useRealTimers());

describe('/match', () => {
  it("shows 'IT'S A MATCH!' with 30 hearts that are gone after 3 s", async () => {
    jest.useFakeTimers();
    mockApi({ 'GET /api/sessions/session-1': reply(200, SESSION) });
    renderMatch(route);

    expect(await screen.findByRole('heading', { level: 1, name: "IT'S A MATCH!" })).toBeInTheDocument();
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByTestId('confetti-heart')).toHaveLength(30);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getAllByTestId('confetti-heart')).toHaveLength(30);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('shows no confetti under reduced motion', async () => {
    setReducedMotion(true);
    mockApi({ 'GET /api/sessions/session-1': reply(200, SESSION) });
    renderMatch(route);
    expect(await screen.findByRole('heading', { level: 1, name: "IT'S A MATCH!" })).toBeInTheDocument();
    expect(screen.queryByTestId('confetti-heart')).not.toBeInTheDocument();
  });

  it("shows the matched place from the session's deck with directions and, when it has a phone, a call link", async () => {
    const fetchMock = mockApi({
      'GET /api/sessions/session-1': reply(200, SESSION),
      [`GET /api/restaurants/${encodeURIComponent('osm:node/2')}/insights`]: reply(
        200,
        makeInsights({ name: 'Golden Dragon', phoneNumber: '+1 (215) 555-0100' }),
      ),
    });
    const { user } = renderMatch(route);

    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByRole('heading', { name: 'Golden Dragon' })).toBeInTheDocument();
    // The deck already holds the place: no second read of it.
    expect(calledUrls(fetchMock)).toContain('/api/sessions/session-1');
    expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/restaurants') && !url.endsWith('/insights'))).toEqual([]);

    const directions = screen.getByRole('link', { name: 'Directions' });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=Golden%20Dragon%2C%205%20Elm%20St');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByRole('link', { name: 'Call +1 (215) 555-0100' })).toHaveAttribute('href', 'tel:+12155550100');

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByText('Home screen')).toBeInTheDocument();
  });

  it('offers no call link for a place without a phone', async () => {
    mockApi({
      'GET /api/sessions/session-1': reply(200, SESSION),
      [`GET /api/restaurants/${encodeURIComponent('osm:node/2')}/insights`]: reply(200, makeInsights({ phoneNumber: null })),
    });
    renderMatch(route);
    await screen.findByRole('link', { name: 'Directions' });
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('links the website when the place lists one (a web address only), in a new tab', async () => {
    mockApi({
      'GET /api/sessions/session-1': reply(200, SESSION),
      [`GET /api/restaurants/${encodeURIComponent('osm:node/2')}/insights`]: reply(
        200,
        makeInsights({ website: 'goldendragon.example/menu' }),
      ),
    });
    renderMatch(route);
    const website = await screen.findByRole('link', { name: 'Website' });
    expect(website).toHaveAttribute('href', 'https://goldendragon.example/menu');
    expect(website).toHaveAttribute('target', '_blank');
  });

  it('offers no website link for none, or for one that is not a web address', async () => {
    mockApi({
      'GET /api/sessions/session-1': reply(200, SESSION),
      [`GET /api/restaurants/${encodeURIComponent('osm:node/2')}/insights`]: reply(200, makeInsights({ website: 'javascript:alert(1)' })),
    });
    renderMatch(route);
    await screen.findByRole('link', { name: 'Directions' });
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
  });

  describe('Share', () => {
    const URL = 'http://localhost/r/' + 'T'.repeat(43);
    // jsdom has no share sheet: a test that wants one puts it on the navigator.
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
    });

    it('hands the public result link to the share sheet where there is one', async () => {
      const share = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const fetchMock = mockApi({
        'GET /api/sessions/session-1': reply(200, SESSION),
        'POST /api/sessions/session-1/share': reply(200, { url: URL }),
      });
      const { user } = renderMatch(route);
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Golden Dragon · Forkcast', text: "We're going to Golden Dragon", url: URL });
      expect(calledUrls(fetchMock)).toContain('/api/sessions/session-1/share');
    });

    it("copies the link where there is no share sheet, and says 'Link copied'", async () => {
      mockApi({
        'GET /api/sessions/session-1': reply(200, SESSION),
        'POST /api/sessions/session-1/share': reply(200, { url: URL }),
      });
      const { user } = renderMatch(route);
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(await findToast()).toHaveTextContent('Link copied');
      expect(writeText).toHaveBeenCalledWith(URL);
      expect(await navigator.clipboard.readText()).toBe(URL);
    });

    it('says why when the link cannot be made', async () => {
      mockApi({
        'GET /api/sessions/session-1': reply(200, SESSION),
        'POST /api/sessions/session-1/share': reply(409, { message: 'A session can be shared once it has its match or its results' }),
      });
      const { user } = renderMatch(route);
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(await findToast()).toHaveTextContent('A session can be shared once it has its match or its results');
    });
  });

  it("'View details' opens the restaurant details dialog for the matched place", async () => {
    mockApi({
      'GET /api/sessions/session-1': reply(200, SESSION),
      'GET /api/auth/user': reply(200, makeUser()),
      [`GET /api/restaurants/${encodeURIComponent('osm:node/2')}/insights`]: reply(200, makeInsights({ name: 'Golden Dragon' })),
      [`GET /api/favorites/${USER_ID}/${encodeURIComponent('osm:node/2')}/check`]: reply(200, { isFavorited: true }),
    });
    const { user } = renderMatch(route);
    await user.click(await screen.findByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Golden Dragon' });
    expect(await within(dialog).findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it.each([
    ['no parameters', '/match', {}],
    ['no session', `/match?restaurantId=${encodeURIComponent('osm:node/2')}`, {}],
    ['a session without a match', route, { 'GET /api/sessions/session-1': reply(200, { ...SESSION, matchedRestaurantId: null }) }],
    [
      'a place that is not the match',
      `/match?sessionId=session-1&restaurantId=${encodeURIComponent('osm:node/1')}`,
      { 'GET /api/sessions/session-1': reply(200, SESSION) },
    ],
    ["someone else's session", route, { 'GET /api/sessions/session-1': reply(403, { message: 'You are not part of this session' }) }],
  ])('%s: goes home, no confetti', async (_name, link, table) => {
    mockApi(table);
    renderMatch(link);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "IT'S A MATCH!" })).not.toBeInTheDocument();
  });

  it('a cached copy of the session from before its match (Join Now read it) does not send the phone home', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey('session-1'), { ...SESSION, matchedRestaurantId: null, status: 'active' });
    mockApi({ 'GET /api/sessions/session-1': reply(200, SESSION) });
    renderMatch(route, queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: "IT'S A MATCH!" })).toBeInTheDocument();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });

  it.each([
    ['a pair', undefined, 'You both liked this place.'],
    ['a group of 3', 3, 'All 3 of you liked this place.'],
    ['a group of 6', 6, 'All 6 of you liked this place.'],
  ])('says who liked it for %s', async (_name, count, lead) => {
    const members =
      count === undefined
        ? undefined
        : Array.from({ length: count }, (_, i) => ({ userId: i === 0 ? USER_ID : `user-${i}`, name: `M${i}`, swiped: 2, total: 2 }));
    mockApi({ 'GET /api/sessions/session-1': reply(200, { ...SESSION, ...(members ? { members } : {}) }) });
    renderMatch(route);
    expect(await screen.findByText(lead)).toBeInTheDocument();
    expect(screen.queryByText(count === undefined ? /^All \d/ : /both/)).not.toBeInTheDocument();
  });

  it('has no serious or critical accessibility violations', async () => {
    setReducedMotion(true);
    mockApi({ 'GET /api/sessions/session-1': reply(200, SESSION) });
    renderMatch(route);
    await screen.findByTestId('restaurant-card');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
