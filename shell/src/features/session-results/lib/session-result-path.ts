import { paths } from '@forkcast/contracts/domain';
import type { Session } from '@forkcast/contracts';

/**
 * Where a session's result is shown: the match screen when it has one; otherwise the solo results for a
 * solo session, and the no-match suggestions for a partnered one.
 */
export function sessionResultPath(session: Pick<Session, 'id' | 'partnershipId' | 'matchedRestaurantId'>): string {
  const query = new URLSearchParams({ sessionId: session.id });
  if (session.matchedRestaurantId) {
    query.set('restaurantId', session.matchedRestaurantId);
    return `${paths.match}?${query}`;
  }
  return `${session.partnershipId ? paths.noMatch : paths.soloComplete}?${query}`;
}
