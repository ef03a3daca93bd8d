// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { SoloCompleteScreen } from '../components/solo-complete-screen';
import { AUTH_USER, makeRestaurant, makeSession, makeUser, mockApi, reply, USER_ID } from '../../../testing/mock-api';

const DECK = [1, 2, 3].map((n) => makeRestaurant({ placeId: `osm:node/${n}`, name: `Place ${n}` }));

function api(swipes: unknown[]) {
  mockApi({
    [AUTH_USER]: reply(200, makeUser()),
    'GET /api/sessions/session-1': reply(200, makeSession({ status: 'completed', restaurants: DECK })),
    [`GET /api/sessions/session-1/swipes/${USER_ID}`]: reply(200, swipes),
  });
}

describe('/solo-complete', () => {
  it("lists the places this user liked, in deck order", async () => {
    api([
      { restaurantId: 'osm:node/3', action: 'like', position: 3 },
      { restaurantId: 'osm:node/1', action: 'like', position: 1 },
      { restaurantId: 'osm:node/2', action: 'pass', position: 2 },
    ]);
    renderWithProviders(<SoloCompleteScreen />, { route: '/solo-complete?sessionId=session-1' });

    expect(screen.getByRole('heading', { level: 1, name: 'Session Complete!' })).toBeInTheDocument();
    const liked = await screen.findByRole('region', { name: 'You liked' });
    expect(within(liked).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Place 1',
      'Place 3',
    ]);
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('says so when nothing was liked', async () => {
    api([{ restaurantId: 'osm:node/1', action: 'pass', position: 1 }]);
    renderWithProviders(<SoloCompleteScreen />, { route: '/solo-complete?sessionId=session-1' });
    expect(await screen.findByText("You didn't like any places this time.")).toBeInTheDocument();
  });
});
