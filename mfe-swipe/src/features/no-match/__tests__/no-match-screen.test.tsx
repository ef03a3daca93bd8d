// First: the shared test helper installs the jsdom shims react-router needs at import time.
import { renderWithProviders } from '@forkcast/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Partnership } from '@forkcast/shared-ui/contracts';
import { NoMatchScreen } from '../components/no-match-screen';
import { AUTH_USER, makeRestaurant, makeSession, makeUser, mockApi, PARTNER_ID, reply, USER_ID } from '../../../testing/mock-api';

const DECK = [1, 2, 3].map((n) => makeRestaurant({ placeId: `osm:node/${n}`, name: `Place ${n}` }));
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

function api(partnerSwipes: ReturnType<typeof reply>) {
  return mockApi({
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
  it("lists what each of you liked, with a way home and no invented AI text", async () => {
    api(reply(200, [{ restaurantId: 'osm:node/2', action: 'like', position: 2 }]));
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });

    expect(screen.getByRole('heading', { level: 1, name: 'No Match' })).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'You liked' });
    expect(within(mine).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Place 1']);
    const partners = await screen.findByRole('region', { name: 'Your partner liked' });
    expect(within(partners).getByRole('heading', { name: 'Place 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.queryByText(/compromise|suggest/i)).not.toBeInTheDocument();

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it("leaves the partner's section out when their swipes can't be read", async () => {
    api(reply(403, { message: 'Forbidden' }));
    renderWithProviders(<NoMatchScreen />, { route: '/no-match?sessionId=session-1' });
    await screen.findByRole('region', { name: 'You liked' });
    expect(screen.queryByRole('region', { name: 'Your partner liked' })).not.toBeInTheDocument();
  });
});
