import type { Preferences, User } from '@forkcast/shared-ui/contracts';

export const preferences: Preferences = {
  location: { zipCode: '94103', latitude: 37.77, longitude: -122.41, radiusMiles: 5 },
  priceRange: ['$', '$$'],
  dietaryRestrictions: [],
  cuisinePreferences: [],
  minRating: 3,
  allowRepeatRestaurants: false,
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@example.com',
    emailVerified: true,
    pendingEmail: null,
    phone: null,
    profileImageUrl: null,
    isAdmin: false,
    subscriptionTier: 'free',
    hasPremiumViaPartner: false,
    premiumViaPartnerPlan: null,
    oauthProvider: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    sessionsToday: 0,
    totalMatches: 7,
    preferences,
    ...overrides,
  };
}
