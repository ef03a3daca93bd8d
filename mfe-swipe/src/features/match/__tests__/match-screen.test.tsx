// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
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
const SESSION = makeSession({ partnershipId: 'partnership-1', matchedRestaurantId: 'osm:node/2', restaurants: [makeRestaurant(), MATCHED] });

function renderMatch(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home screen</p>} />
      <Route path="/match" element={<MatchScreen />} />
    </Routes>,
    { route },
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

    expect(screen.getByRole('heading', { level: 1, name: "IT'S A MATCH!" })).toBeInTheDocument();
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByTestId('confetti-heart')).toHaveLength(30);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getAllByTestId('confetti-heart')).toHaveLength(30);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });

  it('shows no confetti under reduced motion', () => {
    setReducedMotion(true);
    mockApi({ 'GET /api/sessions/session-1': reply(200, SESSION) });
    renderMatch(route);
    expect(screen.getByRole('heading', { level: 1, name: "IT'S A MATCH!" })).toBeInTheDocument();
    expect(screen.queryByTestId('confetti-heart')).not.toBeInTheDocument();
  });

  it("shows the matched place from the session's deck and opens it in maps in a new tab", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = mockApi({ 'GET /api/sessions/session-1': reply(200, SESSION) });
    const { user } = renderMatch(route);

    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByRole('heading', { name: 'Golden Dragon' })).toBeInTheDocument();
    // The deck already holds the place: no second read of it.
    expect(calledUrls(fetchMock)).toContain('/api/sessions/session-1');
    expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/restaurants'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open in Maps' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/maps/search/?api=1&query=Golden%20Dragon%2C%205%20Elm%20St',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByText('Home screen')).toBeInTheDocument();
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

  it('without a session, reads the place from GET /api/restaurants/:id', async () => {
    mockApi({ [`GET /api/restaurants/${encodeURIComponent('osm:node/2')}`]: reply(200, MATCHED) });
    renderMatch(`/match?restaurantId=${encodeURIComponent('osm:node/2')}`);
    expect(await screen.findByRole('heading', { name: 'Golden Dragon' })).toBeInTheDocument();
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
