import type { SwipeRef } from '@forkcast/contracts';

/**
 * Swipes made without a connection, in order, per session. Kept in sessionStorage so a reload while
 * offline keeps them (the tab's storage: another tab has its own deck and its own queue).
 */
const storageKey = (sessionId: string) => `forkcast:pending-swipes:${sessionId.toLowerCase()}`;

/**
 * What this tab itself wrote, checked by hand: the contract's zod schema would put zod on the room's
 * critical path (the budget of JS before the card is interactive).
 */
function isSwipeRef(value: unknown): value is SwipeRef {
  if (!value || typeof value !== 'object') return false;
  const { restaurantId, action, position } = value as Record<string, unknown>;
  return (
    typeof restaurantId === 'string' && (action === 'like' || action === 'pass') && Number.isInteger(position) && (position as number) > 0
  );
}

export function readPendingSwipes(sessionId: string): SwipeRef[] {
  try {
    const stored = window.sessionStorage.getItem(storageKey(sessionId));
    const parsed: unknown = stored === null ? [] : JSON.parse(stored);
    return Array.isArray(parsed) && parsed.every(isSwipeRef) ? parsed : [];
  } catch {
    return [];
  }
}

export function writePendingSwipes(sessionId: string, swipes: readonly SwipeRef[]): void {
  try {
    if (swipes.length === 0) window.sessionStorage.removeItem(storageKey(sessionId));
    else window.sessionStorage.setItem(storageKey(sessionId), JSON.stringify(swipes));
  } catch {
    // Storage full or refused: the queue still lives in memory for this visit.
  }
}

/**
 * The request never got an answer (no connection, DNS, a dropped socket): fetch rejects with a TypeError.
 * Any answer from the server, even an error, is an ApiError and means the connection works.
 */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
