import type { Session, SessionHistoryItem, Swipe } from '@forkcast/contracts';
import { partnerDisplayName } from '@forkcast/contracts';
import type { SwipeRow, SwipeSessionRow } from '../../db/schema';
import type { DeckCard, MemberProfile } from './sessions.repository';

/** docs/product.md › Entities (Session) as one member sees it (`likedCount` is that member's likes). */
export function toSessionView(row: SwipeSessionRow, deck: readonly DeckCard[], likedCount: number): Session {
  return {
    id: row.id,
    partnershipId: row.partnershipId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    matchedRestaurantId: row.matchedRestaurantId,
    likedCount,
    restaurants: deck.map((card) => card.restaurant),
  };
}

export function toHistoryItem(
  row: SwipeSessionRow,
  likedCount: number,
  matchedRestaurantName: string | null,
  partner: MemberProfile | undefined,
): SessionHistoryItem {
  const { restaurants: _deck, ...session } = toSessionView(row, [], likedCount);
  return { ...session, matchedRestaurantName, partnerName: partner ? partnerDisplayName(partner) : null };
}

export function toSwipeView(row: SwipeRow): Swipe {
  return { restaurantId: row.restaurantId, action: row.action, position: row.position, createdAt: row.createdAt.toISOString() };
}

/** Midnight UTC of the given instant: the free tier's "day" (docs/product.md › Validation), the same for every user and instance. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
