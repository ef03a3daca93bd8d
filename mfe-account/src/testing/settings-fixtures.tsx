import { renderWithProviders, type RenderWithProvidersOptions } from '@forkcast/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Partnership, Preferences, User } from '@forkcast/contracts';
import { SettingsRoute } from '../app/routes/settings';
import { makeSubscriptionStatus, makeUser, mockApi, reply, type FakeResponse } from './mock-api';

export const USER_ID = '7f0c1a52-4b8e-4d7a-9a8e-2c1d3b4e5f60';

export const ENDPOINTS = {
  auth: 'GET /api/auth/user',
  logout: 'POST /api/auth/logout',
  partnerships: `GET /api/partnerships/user/${USER_ID}`,
  geocode: 'POST /api/restaurants/geocode',
  update: `PUT /api/users/${USER_ID}`,
  deleteAccount: `DELETE /api/users/${USER_ID}`,
  requestEmailChange: `POST /api/users/${USER_ID}/email-change`,
  verifyEmailChange: `POST /api/users/${USER_ID}/email-change/verify`,
  cancelEmailChange: `DELETE /api/users/${USER_ID}/email-change`,
  refreshCache: 'POST /api/cache/refresh-restaurants',
  subscriptionStatus: 'GET /api/subscriptions/status',
} as const;

export const freeSubscription = makeSubscriptionStatus();

export const savedPreferences: Preferences = {
  location: { zipCode: '94103', latitude: 37.77, longitude: -122.41, radiusMiles: 5 },
  priceRange: ['$', '$$'],
  dietaryRestrictions: ['Vegan'],
  cuisinePreferences: ['Thai'],
  minRating: 3,
  allowRepeatRestaurants: false,
};

export function settingsUser(overrides: Partial<User> = {}): User {
  return makeUser({ id: USER_ID, phone: '555 0100', preferences: savedPreferences, ...overrides });
}

/** Known ZIPs answer with a place; anything else is a 404 (the gateway's "unknown ZIP"). */
export const PLACES: Record<string, { latitude: number; longitude: number; city: string; state: string }> = {
  '94103': { latitude: 37.77, longitude: -122.41, city: 'San Francisco', state: 'CA' },
  '10001': { latitude: 40.75, longitude: -73.99, city: 'New York', state: 'NY' },
};

export function geocodeReply(init?: RequestInit): FakeResponse {
  const { zipCode } = JSON.parse(String(init?.body)) as { zipCode: string };
  const place = PLACES[zipCode];
  return place ? reply(200, { zipCode, ...place }) : reply(404, { message: 'Invalid zip code' });
}

export function partnership(overrides: Partial<Partnership> = {}): Partnership {
  return {
    id: '3c2b1a00-0000-4000-8000-000000000001',
    user1Id: '11111111-2222-4333-8444-555555555555',
    user2Id: USER_ID,
    user1FirstName: 'Sam',
    user1LastName: 'Rivera',
    user1Email: 'sam@example.com',
    user2FirstName: 'Ada',
    user2LastName: 'Lovelace',
    user2Email: 'ada@example.com',
    sessionsTogether: 2,
    ...overrides,
  };
}

type Answer = Parameters<typeof mockApi>[0][string];

/** The API a signed-in settings screen reads, with `overrides` on top. */
export function stubSettingsApi(overrides: Record<string, Answer> = {}, user: User = settingsUser()) {
  return mockApi({
    [ENDPOINTS.auth]: reply(200, user),
    [ENDPOINTS.partnerships]: reply(200, []),
    [ENDPOINTS.geocode]: geocodeReply,
    [ENDPOINTS.refreshCache]: reply(200, { refreshed: true }),
    [ENDPOINTS.subscriptionStatus]: reply(200, freeSubscription),
    ...overrides,
  });
}

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export function renderSettings(userOptions?: RenderWithProvidersOptions['userOptions']) {
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/settings" element={<SettingsRoute />} />
        <Route path="/auth" element={<h1>Sign-in page</h1>} />
        <Route path="/" element={<h1>Home page</h1>} />
      </Routes>
      <Location />
    </>,
    { route: '/settings', userOptions },
  );
  return result;
}

/** Renders and waits for the form (the user has loaded). */
export async function renderLoadedSettings(userOptions?: RenderWithProvidersOptions['userOptions']) {
  const result = renderSettings(userOptions);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return result;
}

/** The parsed JSON bodies sent to `key` ("METHOD /path"). */
export function bodiesOf(fetchMock: jest.Mock, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => ((init as RequestInit).body ? JSON.parse(String((init as RequestInit).body)) : undefined));
}
