import type { Compromise, Restaurant, RestaurantInsights, Session, User } from '@forkcast/shared-ui/contracts';

/** The parts of a fetch Response the shared API client reads. jsdom has no Response of its own. */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
}

export function reply(status: number, body?: unknown, statusText = status < 400 ? 'OK' : 'Error'): FakeResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

type Answer = FakeResponse | Promise<FakeResponse> | ((init?: RequestInit) => FakeResponse | Promise<FakeResponse>);

/**
 * Replaces global fetch with a table of "METHOD /path" → answer. Anything not in the table answers 404,
 * so a test notices an unexpected request instead of hanging.
 */
export function mockApi(table: Record<string, Answer>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = table[key];
    if (answer === undefined) return reply(404, `No mock for ${key}`, 'Not Found');
    return typeof answer === 'function' ? answer(init) : answer;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function calledUrls(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

/** A request that never answers: the screen stays in its loading state. */
export function pending(): Promise<FakeResponse> {
  return new Promise(() => undefined);
}

export function makeRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    placeId: 'osm:node/1',
    name: 'Luigi Trattoria',
    photoUrl: '/api/restaurants/photo/luigi?maxWidth=800',
    cuisineType: 'Italian',
    priceLevel: 2,
    rating: 4.5,
    distance: 1.24,
    vicinity: '12 Main St, Austin',
    aiDescription: null,
    dietaryWarnings: [],
    attribution: '© OpenStreetMap contributors',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 'session-1',
    partnershipId: null,
    status: 'active',
    createdAt: '2025-01-05T12:00:00.000Z',
    completedAt: null,
    matchedRestaurantId: null,
    likedCount: 0,
    restaurants: [makeRestaurant(), makeRestaurant({ placeId: 'osm:node/2', name: 'Golden Dragon', cuisineType: 'Chinese' })],
    ...overrides,
  };
}

export const AUTH_USER = 'GET /api/auth/user';
export const USER_ID = '3f1c2f0e-8f1e-4a4e-9d1a-0c6b0d3c9a01';
export const PARTNER_ID = '5b2d4e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: USER_ID,
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: null,
    profileImageUrl: null,
    isAdmin: false,
    subscriptionTier: 'free',
    hasPremiumViaPartner: false,
    oauthProvider: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    sessionsToday: 1,
    totalMatches: 0,
    preferences: null,
    ...overrides,
  };
}

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` answer as given (jsdom has no matchMedia). */
export function setReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export function makeInsights(overrides: Partial<RestaurantInsights> = {}): RestaurantInsights {
  return {
    name: 'Luigi Trattoria',
    photoReference: 'places/luigi/photo 1',
    cuisineType: 'Italian',
    priceLevel: 3,
    rating: 4.46,
    vicinity: '12 Main St, Austin',
    phoneNumber: '(512) 555-0100',
    website: 'https://www.luigi.example/menu',
    openingHours: ['Monday: 11:00 AM – 10:00 PM', 'Tuesday: Closed'],
    openNow: true,
    insights: {
      summary: 'A cosy trattoria with hand-made pasta.',
      reviewsAnalysis: 'Guests praise the carbonara and the friendly staff.',
      menuRecommendations: ['Carbonara', 'Tiramisu'],
      bestFor: ['Date night', 'Small groups'],
      warnings: ['Gets busy after 7 PM'],
    },
    attribution: '© OpenStreetMap contributors',
    ...overrides,
  };
}

export function makeCompromise(overrides: Partial<Compromise> = {}): Compromise {
  return {
    placeId: 'osm:node/2',
    name: 'Place 2',
    photoUrl: '/api/restaurants/photo/cuisine%3Achinese?maxWidth=800',
    cuisineType: 'Chinese',
    priceLevel: 2,
    rating: 4.2,
    likedBy: 'Ben',
    reason: 'Ben liked it, and it is close to the Italian places you liked.',
    ...overrides,
  };
}
