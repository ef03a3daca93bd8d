import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '@forkcast/api-client';
import type { Restaurant } from '@forkcast/contracts';
import { useRestaurant } from '../../../api/get-restaurant';

export type MatchedRestaurant =
  | { state: 'loading' }
  | { state: 'found'; restaurant: Restaurant; memberCount: number }
  /** No session named, not this user's, no match in it, or a different place than its match. */
  | { state: 'not-a-match' }
  /** A real match whose place can't be read. */
  | { state: 'missing'; memberCount: number };

/**
 * The matched place for /match?sessionId=&restaurantId=. Only a real match of this user counts: the
 * session must be theirs (the server answers 403/404 otherwise) and hold a match, and a restaurantId in
 * the link must be that match. The deck already holds the place (with the dietary warnings the session
 * was dealt with); GET /api/restaurants/:id covers a match the deck doesn't list.
 */
export function useMatchedRestaurant(sessionId: string | undefined, restaurantId: string | undefined): MatchedRestaurant {
  // Read afresh (sessionQuery is never fresh): the cache may hold this session from before its match (Join Now read it, for one).
  const session = useQuery({ ...sessionQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
  const matchedId = session.data?.matchedRestaurantId ?? undefined;
  const real = Boolean(matchedId) && (!restaurantId || restaurantId === matchedId);
  const fromDeck = real ? session.data?.restaurants.find((restaurant) => restaurant.placeId === matchedId) : undefined;
  const fetched = useRestaurant(matchedId, real && !fromDeck);

  // Only a fresh answer may say "no match here": a cached one from before the match would send the
  // phone home just as the match lands.
  if (!sessionId || session.isError || (session.isSuccess && session.isFetchedAfterMount && !real)) return { state: 'not-a-match' };
  // Who matched: a pair, or every member of a group (whose session lists them).
  const memberCount = session.data?.members?.length ?? 2;
  if (fromDeck) return { state: 'found', restaurant: fromDeck, memberCount };
  if (fetched.data) return { state: 'found', restaurant: fetched.data, memberCount };
  if (session.isPending || !real || fetched.isPending) return { state: 'loading' };
  return { state: 'missing', memberCount };
}
