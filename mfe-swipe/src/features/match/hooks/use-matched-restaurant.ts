import type { Restaurant } from '@forkcast/shared-ui/contracts';
import { useRestaurant } from '../../../api/get-restaurant';
import { useSession } from '../../../api/get-session';

export type MatchedRestaurant =
  | { state: 'loading' }
  | { state: 'found'; restaurant: Restaurant }
  /** No id to look up, or neither source knows it. */
  | { state: 'missing' };

/**
 * The matched place for /match?sessionId=&restaurantId=. The session's deck already holds it (and with
 * the dietary warnings the session was dealt with), so that is read first; GET /api/restaurants/:id
 * covers a link without a session, or a place the deck doesn't list.
 */
export function useMatchedRestaurant(sessionId: string | undefined, restaurantId: string | undefined): MatchedRestaurant {
  const session = useSession(sessionId);
  const sessionSettled = !sessionId || session.isSuccess || session.isError;
  const targetId = restaurantId ?? session.data?.matchedRestaurantId ?? undefined;
  const fromDeck = targetId ? session.data?.restaurants.find((restaurant) => restaurant.placeId === targetId) : undefined;
  const fetched = useRestaurant(targetId, sessionSettled && !fromDeck);

  if (fromDeck) return { state: 'found', restaurant: fromDeck };
  if (fetched.data) return { state: 'found', restaurant: fetched.data };
  if (!sessionSettled || (targetId && fetched.isPending)) return { state: 'loading' };
  return { state: 'missing' };
}
