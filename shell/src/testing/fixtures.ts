import type { Preferences, User } from '@forkcast/contracts';
import { makeUser as makeSharedUser } from '@forkcast/test-utils/mock-api';

export const preferences: Preferences = {
  location: { zipCode: '94103', latitude: 37.77, longitude: -122.41, radiusMiles: 5 },
  priceRange: ['$', '$$'],
  dietaryRestrictions: [],
  cuisinePreferences: [],
  minRating: 3,
  allowRepeatRestaurants: false,
};

/** The shell's user (with preferences, seven matches) on the shared fixture. */
export function makeUser(overrides: Partial<User> = {}): User {
  return makeSharedUser({
    id: 'u1',
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@example.com',
    createdAt: '2025-01-05T10:00:00.000Z',
    totalMatches: 7,
    preferences,
    ...overrides,
  });
}
