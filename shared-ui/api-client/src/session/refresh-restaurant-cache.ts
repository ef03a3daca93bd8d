import { apiRequest } from '../api/api-client';

/** docs/product.md › API and › Limits and constants: the same coordinates (to 2 decimals) are refreshed at most once per 60 s. */
export const CACHE_REFRESH_COOLDOWN_MS = 60_000;
const STORAGE_KEY = 'forkcast.cacheRefreshes';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

type RefreshLog = Record<string, number>;

function coordinateKey({ latitude, longitude }: Coordinates): string {
  return `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
}

/*
 * Remembered in sessionStorage rather than memory so the cooldown survives the full reload after
 * sign-in and holds across remotes that might each carry a copy of this module.
 */
function readLog(): RefreshLog {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as RefreshLog) : {};
  } catch {
    return {};
  }
}

function writeLog(log: RefreshLog): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(log));
  } catch {
    // Without storage the server's own cooldown still holds; the client merely sends one call more.
  }
}

/**
 * Fire-and-forget POST /api/cache/refresh-restaurants (after a session start and a settings save).
 * Never throws and never waits: warming the cache must not delay or fail what the user asked for.
 * Returns whether a request was sent (false while in cooldown), for tests and callers that log.
 */
export function refreshRestaurantCache(coordinates: Coordinates, now: number = Date.now()): boolean {
  const key = coordinateKey(coordinates);
  const log = readLog();
  const last = log[key];
  if (last !== undefined && now - last < CACHE_REFRESH_COOLDOWN_MS) return false;
  // Old entries are dropped so the log stays a handful of keys.
  const fresh = Object.fromEntries(Object.entries(log).filter(([, at]) => now - at < CACHE_REFRESH_COOLDOWN_MS));
  writeLog({ ...fresh, [key]: now });
  void apiRequest('POST', '/api/cache/refresh-restaurants', {
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
  }).catch(() => {
    // Best effort: a failed warm-up only means the next deck is fetched from the source.
  });
  return true;
}
