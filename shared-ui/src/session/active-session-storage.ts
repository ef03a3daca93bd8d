import {
  ACTIVE_SESSION_STORAGE_KEY,
  sessionSchema,
  startSessionResponseSchema,
  type Session,
  type StartSessionResponse,
} from '../contracts';

/*
 * Spec §4 "Session start": the started session and its restaurants live in the tab's sessionStorage,
 * so a reload of /swipe keeps the deck while a new tab (or a closed one) starts clean. The shell writes
 * it (start, Join Now), mfe-swipe reads and clears it: one module, so both sides agree on key and shape.
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

/** The stored session with its deck, or null when none is stored or it no longer parses. */
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
 * Stored as the start answer's shape, { session, restaurants }. A bare Session (what earlier builds
 * wrote) is read too, so a tab that was open across a deploy keeps its deck.
 */
function toSession(value: unknown): Session | null {
  const started = startSessionResponseSchema.safeParse(value);
  if (started.success) {
    const { session, restaurants } = started.data;
    return { ...session, restaurants: restaurants.length > 0 ? restaurants : session.restaurants };
  }
  const session = sessionSchema.safeParse(value);
  return session.success ? session.data : null;
}

/**
 * Keeps a session for /swipe: the start answer as is, or a Session fetched by id (Join Now).
 * The deck is kept once, in `restaurants`, because the start answer carries it twice.
 */
export function writeActiveSession(value: StartSessionResponse | Session): void {
  const { session, restaurants } = 'session' in value ? value : { session: value, restaurants: value.restaurants };
  const stored: StartSessionResponse = {
    session: { ...session, restaurants: [] },
    restaurants: restaurants.length > 0 ? restaurants : session.restaurants,
  };
  try {
    storage()?.setItem(ACTIVE_SESSION_STORAGE_KEY, JSON.stringify(stored));
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
