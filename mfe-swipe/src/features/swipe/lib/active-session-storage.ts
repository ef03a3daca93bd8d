import {
  ACTIVE_SESSION_STORAGE_KEY,
  sessionSchema,
  startSessionResponseSchema,
  type Session,
} from '@forkcast/shared-ui/contracts';

/*
 * Spec §4 "Session start": the started session and its restaurants live in the tab's sessionStorage,
 * so a reload of /swipe keeps the deck while a new tab (or a closed one) starts clean.
 * Storage can be unavailable (private modes, quotas): every access is guarded, and a value that no
 * longer parses (an older build wrote it) counts as "no active session".
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readActiveSession(): Session | null {
  const raw = storage()?.getItem(ACTIVE_SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    return toSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The stored value is a Session with its restaurants. The start answer as is ({ session, restaurants })
 * is accepted too, so whichever of the two the writer keeps, /swipe reads the same deck.
 */
function toSession(value: unknown): Session | null {
  const session = sessionSchema.safeParse(value);
  if (session.success) return session.data;
  const started = startSessionResponseSchema.safeParse(value);
  if (!started.success) return null;
  const { session: stored, restaurants } = started.data;
  return { ...stored, restaurants: restaurants.length > 0 ? restaurants : stored.restaurants };
}

export function writeActiveSession(session: Session): void {
  try {
    storage()?.setItem(ACTIVE_SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Quota or privacy mode: the swipe screen will report "No active session" instead of crashing here.
  }
}

export function clearActiveSession(): void {
  try {
    storage()?.removeItem(ACTIVE_SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
