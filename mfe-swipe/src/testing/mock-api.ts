import type { Compromise, Restaurant, RestaurantInsights, Session, User } from '@forkcast/contracts';

import { makeUser as makeSharedUser } from '@forkcast/test-utils/mock-api';

// The shared fetch stubs and fixtures (test-utils/src/mock-api.ts).
export * from '@forkcast/test-utils/mock-api';

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

/** A deck of `count` restaurants, 'Place 1' (osm:node/1) to 'Place <count>'. */
export function makeDeck(count: number): Restaurant[] {
  return Array.from({ length: count }, (_, i) => makeRestaurant({ placeId: `osm:node/${i + 1}`, name: `Place ${i + 1}` }));
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

/** This remote's user (its own ids, used by the session fixtures) on the shared fixture; shadows the shared one. */
export function makeUser(overrides: Partial<User> = {}): User {
  return makeSharedUser({
    id: USER_ID,
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    createdAt: '2025-01-01T00:00:00.000Z',
    sessionsToday: 1,
    ...overrides,
  });
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
    priceKnown: true,
    rating: 4.2,
    likedBy: 'Ben',
    reason: 'Ben liked it, and it is close to the Italian places you liked.',
    ...overrides,
  };
}
