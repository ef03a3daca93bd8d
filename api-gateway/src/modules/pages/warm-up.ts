import type { SwipeRoomData, User } from '@forkcast/contracts';

/**
 * Nobody, for the pages rendered and the reads made once at start (pages.router.ts warm()): the first render of
 * a page and the first run of a read compile their code, which the first visitor after a start would otherwise
 * wait for. No account has this id, so the reads find nothing.
 */
export const WARM_UP_USER: User = {
  id: '00000000-0000-4000-8000-000000000000',
  firstName: 'Warm-up',
  lastName: null,
  email: null,
  emailVerified: false,
  pendingEmail: null,
  phone: null,
  profileImageUrl: null,
  isAdmin: false,
  subscriptionTier: 'free',
  hasPremiumViaPartner: false,
  premiumViaPartnerPlan: null,
  oauthProvider: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  sessionsToday: 0,
  totalMatches: 0,
  preferences: null,
};

/** A room of one card, rendered by the swipe remote's server build at start. */
export const WARM_UP_ROOM: SwipeRoomData = {
  user: WARM_UP_USER,
  session: {
    id: '00000000-0000-4000-8000-000000000001',
    partnershipId: null,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
    matchedRestaurantId: null,
    likedCount: 0,
    restaurants: [
      {
        placeId: 'warm-up',
        name: 'Warm-up',
        photoUrl: null,
        cuisineType: 'Italian',
        priceLevel: null,
        rating: null,
        distance: 0.5,
        vicinity: 'Philadelphia, PA',
        aiDescription: null,
        dietaryWarnings: [],
      },
    ],
  },
  swipes: [],
};
