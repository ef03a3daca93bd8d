import type { Restaurant } from '@forkcast/contracts';
import type { Session } from '@forkcast/contracts';
import { makeUser } from '@forkcast/test-utils/mock-api';
import { DEV_PREFERENCES } from '@forkcast/dev-harness/actions';

export const USER_ID = '11111111-1111-4111-8111-111111111111';

export function card(placeId: string): Restaurant {
  return {
    placeId,
    name: `Place ${placeId}`,
    photoUrl: null,
    cuisineType: 'Diner',
    priceLevel: 2,
    rating: 4,
    distance: 1.2,
    vicinity: 'Philadelphia, PA',
    aiDescription: null,
    dietaryWarnings: [],
  };
}

export function startAnswer(id: string, partnershipId: string | null = null): { session: Session; restaurants: Restaurant[] } {
  const restaurants = [card(`${id}-a`), card(`${id}-b`)];
  return {
    session: {
      id,
      partnershipId,
      status: 'active',
      createdAt: '2025-01-05T12:00:00.000Z',
      completedAt: null,
      matchedRestaurantId: null,
      likedCount: 0,
      restaurants,
    },
    restaurants,
  };
}

export const newUser = makeUser({ id: USER_ID, email: 'dev-x@dev.forkcast.test' });
export const onboardedUser = makeUser({
  id: USER_ID,
  email: 'dev-x@dev.forkcast.test',
  preferences: { ...DEV_PREFERENCES, priceRange: ['$$$'], location: { ...DEV_PREFERENCES.location, radiusMiles: 12 } },
});
