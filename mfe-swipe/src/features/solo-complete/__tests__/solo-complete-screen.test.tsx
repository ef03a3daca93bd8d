// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/test-utils';
import { screen, within } from '@testing-library/react';
import { SoloCompleteScreen } from '../components/solo-complete-screen';
import axe from 'axe-core';
import {
  AUTH_USER,
  makeInsights,
  makeDeck,
  makeSession,
  makeUser,
  mockApi,
  pending,
  reply,
  USER_ID,
  type FakeResponse,
} from '../../../testing/mock-api';

const DECK = makeDeck(3);

const INSIGHTS = {
  tasteProfile: 'You lean toward Italian, mostly $$, within a mile.',
  recommendations: ['Try Golden Dragon for dim sum', 'Explore more Thai places'],
  patterns: ['You liked 2 of 3 places (67%)', 'Every like was under 2 miles'],
};

function api(swipes: unknown[], insights: FakeResponse | Promise<FakeResponse> = reply(200, INSIGHTS)) {
  mockApi({
    'GET /api/sessions/session-1/insights': insights,
    [`GET /api/restaurants/${encodeURIComponent('osm:node/3')}/insights`]: reply(200, makeInsights({ name: 'Place 3' })),
    [`GET /api/favorites/${USER_ID}/${encodeURIComponent('osm:node/3')}/check`]: reply(200, { isFavorited: false }),
    [AUTH_USER]: reply(200, makeUser()),
    'GET /api/sessions/session-1': reply(200, makeSession({ status: 'completed', restaurants: DECK })),
    [`GET /api/sessions/session-1/swipes/${USER_ID}`]: reply(200, swipes),
  });
}

describe('/solo-complete', () => {
  it("someone else's session reads 'Not your session', not 'Insights Unavailable' with nothing to retry", async () => {
    const forbidden = reply(403, { message: 'You are not part of this session' });
    mockApi({
      [AUTH_USER]: reply(200, makeUser()),
      'GET /api/sessions/session-1': forbidden,
      'GET /api/sessions/session-1/insights': forbidden,
      [`GET /api/sessions/session-1/swipes/${USER_ID}`]: forbidden,
    });
    renderWithProviders(<SoloCompleteScreen />, { route: '/solo-complete?sessionId=session-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Not your session' })).toBeInTheDocument();
    expect(screen.getByText('This session belongs to other people, so its results are not yours to see.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
    expect(screen.queryByText('Insights Unavailable')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry|try again/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Session Complete!' })).not.toBeInTheDocument();
  });

  it('lists the places this user liked, in deck order', async () => {
    api([
      { restaurantId: 'osm:node/3', action: 'like', position: 3 },
      { restaurantId: 'osm:node/1', action: 'like', position: 1 },
      { restaurantId: 'osm:node/2', action: 'pass', position: 2 },
    ]);
    renderWithProviders(<SoloCompleteScreen />, { route: '/solo-complete?sessionId=session-1' });

    expect(screen.getByRole('heading', { level: 1, name: 'Session Complete!' })).toBeInTheDocument();
    const liked = await screen.findByRole('region', { name: 'You liked' });
    expect(
      within(liked)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Place 1', 'Place 3']);
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('says so when nothing was liked', async () => {
    api([{ restaurantId: 'osm:node/1', action: 'pass', position: 1 }]);
    renderWithProviders(<SoloCompleteScreen />, { route: '/solo-complete?sessionId=session-1' });
    expect(await screen.findByText("You didn't like any places this time.")).toBeInTheDocument();
  });

  it('shows the AI taste insights above the liked places', async () => {
    api([{ restaurantId: 'osm:node/1', action: 'like', position: 1 }]);
    renderWithProviders(<SoloCompleteScreen />, { route: '/solo-complete?sessionId=session-1' });

    const insights = screen.getByRole('region', { name: 'Your taste insights' });
    expect(within(insights).getByRole('status')).toHaveTextContent('Reading your taste...');
    expect(await within(insights).findByText('You lean toward Italian, mostly $$, within a mile.')).toBeInTheDocument();
    const list = (name: string) =>
      within(within(insights).getByRole('group', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(list('Recommendations')).toEqual(INSIGHTS.recommendations);
    expect(list('Patterns')).toEqual(INSIGHTS.patterns);
    const liked = await screen.findByRole('region', { name: 'You liked' });
    expect(insights.compareDocumentPosition(liked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it("says 'Insights Unavailable' in place when they fail, and still lists the likes", async () => {
    api([{ restaurantId: 'osm:node/1', action: 'like', position: 1 }], reply(500, { message: 'AI unavailable' }));
    renderWithProviders(<SoloCompleteScreen />, { route: '/solo-complete?sessionId=session-1' });
    expect(await screen.findByRole('region', { name: 'Insights Unavailable' })).toBeInTheDocument();
    const liked = await screen.findByRole('region', { name: 'You liked' });
    expect(within(liked).getByRole('heading', { name: 'Place 1' })).toBeInTheDocument();
  });

  it('opens the details dialog from a liked place', async () => {
    api([{ restaurantId: 'osm:node/3', action: 'like', position: 3 }], pending());
    const { user } = renderWithProviders(<SoloCompleteScreen />, { route: '/solo-complete?sessionId=session-1' });
    const liked = await screen.findByRole('region', { name: 'You liked' });
    await user.click(within(liked).getByRole('button', { name: 'View details for Place 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place 3' });
    expect(within(dialog).getByRole('region', { name: 'AI insights' })).toBeInTheDocument();
  });
});
