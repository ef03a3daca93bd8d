import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { Restaurant, Session, StartSessionResponse } from '@forkcast/contracts';
import { ACTIVE_SESSION_STORAGE_KEY } from '@forkcast/contracts/domain';
import type { ActiveSessionState } from './active-session-slice';
import type { RootState } from './root-reducer';

/*
 * docs/product.md › Screens › Start session: the active session and its deck are kept in the tab's sessionStorage, so a reload
 * of /swipe, or a return to the tab, keeps the deck without asking which session. The store is the source; this
 * is its snapshot: a listener writes it whenever the store's active session changes, and the store is restored
 * from it when created. It is only a cache, the server is the truth: /swipe re-checks the restored session on
 * entry, and a tab with none (a new tab, browser or device) asks the server for the session in progress.
 * Storage can be unavailable (private modes, quotas): every access is guarded, and a value that no longer
 * has a session's shape (an older build wrote it) counts as "no active session". The shape is checked by
 * hand rather than with the zod contract: this module is on the first screens' path, which loads no zod.
 */

type Snapshot = StartSessionResponse & { userId?: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The chosen part of the active session as the snapshot has it; nothing when none is stored or it no longer parses. */
export function readActiveSessionSnapshot(): Pick<ActiveSessionState, 'session' | 'ownerId'> | null {
  const raw = storage()?.getItem(ACTIVE_SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const session = toSession(value);
    if (!session) return null;
    const userId = (value as { userId?: unknown }).userId;
    return { session, ownerId: typeof userId === 'string' ? userId : null };
  } catch {
    return null;
  }
}

/**
 * Stored as the start answer's shape, { session, restaurants } (the deck once). A bare Session (what earlier
 * builds wrote) is read too, so a tab that was open across a deploy keeps its deck.
 */
function toSession(value: unknown): Session | null {
  if (isRecord(value) && isSession(value.session) && isDeck(value.restaurants)) {
    const { session, restaurants } = value as StartSessionResponse;
    return { ...session, restaurants: restaurants.length > 0 ? restaurants : session.restaurants };
  }
  return isSession(value) ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What the screens read of a stored session: its id, status, end, partnership and deck. */
function isSession(value: unknown): value is Session {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    value.id !== '' &&
    typeof value.status === 'string' &&
    (value.completedAt === null || typeof value.completedAt === 'string') &&
    (value.partnershipId === null || typeof value.partnershipId === 'string') &&
    isDeck(value.restaurants)
  );
}

function isDeck(value: unknown): value is Restaurant[] {
  return (
    Array.isArray(value) && value.every((place) => isRecord(place) && typeof place.placeId === 'string' && typeof place.name === 'string')
  );
}

function writeSnapshot({ session, ownerId }: ActiveSessionState): void {
  try {
    if (!session) {
      storage()?.removeItem(ACTIVE_SESSION_STORAGE_KEY);
      return;
    }
    const snapshot: Snapshot = {
      ...(ownerId ? { userId: ownerId } : {}),
      session: { ...session, restaurants: [] },
      restaurants: session.restaurants,
    };
    storage()?.setItem(ACTIVE_SESSION_STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Quota or privacy mode: the store still holds the session; only a reload would lose it.
  }
}

/** Writes the snapshot each time the store's chosen session changes (not on presence or progress). */
export function persistActiveSession(listeners: Pick<ListenerMiddlewareInstance<RootState>, 'startListening'>): () => void {
  return listeners.startListening({
    predicate: (_action, current, previous) =>
      current.activeSession.session !== previous.activeSession.session || current.activeSession.ownerId !== previous.activeSession.ownerId,
    effect: (_action, api) => writeSnapshot(api.getState().activeSession),
  });
}
