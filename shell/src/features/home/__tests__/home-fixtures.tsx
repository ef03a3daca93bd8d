import { createQueryClient, currentUserQueryKey } from '@forkcast/api-client';
import { renderWithProviders, type RenderWithProvidersOptions } from '@forkcast/test-utils';
import type { PartnerActiveSession, Partnership, Restaurant, Session, SessionHistoryItem, User } from '@forkcast/contracts';
import { HomePage } from '../components/home-page';
import { LocationProbe } from '../../../testing/location-probe';
import { stubFetch, type StubRoute } from '../../../testing/fetch-stub';
import { makeUser } from '../../../testing/fixtures';

// The gateway's schemas want uuids for user and partnership ids, so home's fixtures use real ones.
export const USER_ID = '0b6a4d1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const PARTNERSHIP_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
export const PARTNER_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

export const ENDPOINTS = {
  partnerships: `GET /api/partnerships/user/${USER_ID}`,
  history: `GET /api/sessions/user/${USER_ID}/history?limit=5`,
  active: `GET /api/sessions/user/${USER_ID}/active`,
  start: 'POST /api/sessions/start',
  geocode: 'POST /api/restaurants/geocode',
  refresh: 'POST /api/cache/refresh-restaurants',
} as const;

export function homeUser(overrides: Partial<User> = {}): User {
  return makeUser({ id: USER_ID, ...overrides });
}

export const restaurant: Restaurant = {
  placeId: 'r1',
  name: 'Taqueria Uno',
  photoUrl: null,
  cuisineType: 'Mexican',
  priceLevel: 1,
  rating: 4.5,
  distance: 0.4,
  vicinity: '1 Mission St',
  aiDescription: null,
  dietaryWarnings: [],
};

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    partnershipId: null,
    status: 'active',
    createdAt: '2025-01-05T10:00:00.000Z',
    completedAt: null,
    matchedRestaurantId: null,
    likedCount: 0,
    restaurants: [restaurant],
    ...overrides,
  };
}

export function historyItem(overrides: Partial<SessionHistoryItem> = {}): SessionHistoryItem {
  const { restaurants: _deck, ...session } = makeSession({ status: 'completed', completedAt: '2025-01-05T10:20:00.000Z' });
  return { ...session, matchedRestaurantName: null, partnerName: null, ...overrides };
}

export function activeSession(overrides: Partial<PartnerActiveSession> = {}): PartnerActiveSession {
  return {
    ...makeSession({ id: 's9', partnershipId: PARTNERSHIP_ID }),
    restaurantCount: 12,
    partnerId: PARTNER_ID,
    partnerName: 'Sam Rivera',
    ...overrides,
  };
}

export function partnership(overrides: Partial<Partnership> = {}): Partnership {
  return {
    id: PARTNERSHIP_ID,
    user1Id: PARTNER_ID,
    user2Id: USER_ID,
    user1FirstName: 'Sam',
    user1LastName: 'Rivera',
    user1Email: 'sam@example.com',
    user2FirstName: 'Alex',
    user2LastName: 'Rivera',
    user2Email: 'alex@example.com',
    sessionsTogether: 2,
    ...overrides,
  };
}

export const sanFrancisco = { zipCode: '94103', latitude: 37.77, longitude: -122.41, city: 'San Francisco', state: 'CA' };

/** A gateway where home's reads succeed with nothing to show, plus the routes a test adds. */
export function stubHomeApi(routes: Record<string, StubRoute> = {}) {
  return stubFetch({
    [ENDPOINTS.partnerships]: { body: [] },
    [ENDPOINTS.history]: { body: [] },
    [ENDPOINTS.active]: { body: null },
    [ENDPOINTS.geocode]: ({ body }) =>
      (body as { zipCode?: string }).zipCode === '94103' ? { body: sanFrancisco } : { status: 404, body: { message: 'Invalid zip code' } },
    [ENDPOINTS.refresh]: { body: { refreshed: true } },
    ...routes,
  });
}

export function renderHome(user: User = homeUser(), options: Omit<RenderWithProvidersOptions, 'queryClient'> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderWithProviders(
    <>
      <HomePage />
      <LocationProbe />
    </>,
    { queryClient, ...options },
  );
}
