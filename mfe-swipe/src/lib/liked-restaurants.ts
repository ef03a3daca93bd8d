import type { Restaurant, Swipe } from '@forkcast/contracts';

/** The deck's places a member liked, in deck order (the order they were shown). */
export function likedRestaurants(deck: readonly Restaurant[], swipes: readonly Swipe[]): Restaurant[] {
  const liked = new Set(swipes.filter((swipe) => swipe.action === 'like').map((swipe) => swipe.restaurantId));
  return deck.filter((restaurant) => liked.has(restaurant.placeId));
}
