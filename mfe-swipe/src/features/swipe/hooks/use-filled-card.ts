import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '@forkcast/design-system';
import type { Restaurant } from '@forkcast/contracts';
import { restaurantQuery, useRestaurant } from '../../../api/get-restaurant';

/** How many cards after the current one are read ahead, so their descriptions are there on arrival. */
export const PREFETCH_AHEAD = 2;

/**
 * The current card with what GET /api/restaurants/:id adds to the dealt deck: the AI description and
 * this user's dietary warnings. The card never waits for it: it shows the deck's facts at once and
 * these fill in when they arrive. Distance stays the deck's (measured from where the session started).
 * The next cards are read ahead into the same never-stale cache, keyed by place id.
 */
export function useFilledCard(current: Restaurant | null, upcoming: readonly Restaurant[]): Restaurant | null {
  const queryClient = useQueryClient();
  const fetched = useRestaurant(current?.placeId).data;
  const upcomingIds = upcoming
    .slice(0, PREFETCH_AHEAD)
    .map((restaurant) => restaurant.placeId)
    .join('\n');

  // When the page is idle: on entry these reads would join the first commit's effects, and a card takes a
  // few seconds to swipe, far longer than the wait for idle.
  useEffect(() => {
    if (!upcomingIds) return;
    return whenIdle(() => {
      for (const placeId of upcomingIds.split('\n')) void queryClient.prefetchQuery(restaurantQuery(placeId));
    });
  }, [upcomingIds, queryClient]);

  if (!current) return null;
  if (!fetched || fetched.placeId !== current.placeId) return current;
  return {
    ...current,
    aiDescription: fetched.aiDescription ?? current.aiDescription,
    dietaryWarnings: fetched.dietaryWarnings,
  };
}
