import type { Place } from '../domain/place';
import { RestaurantSourceError, type NearbyQuery, type PhotoResult, type RestaurantSource } from './restaurant-source';

/** What /api/health says of the live source: answered last time, failed and resting, or not asked yet. */
export type LiveSourceState = 'reachable' | 'unreachable' | 'untried';

export interface LiveSourceHealth {
  state: LiveSourceState;
  /** While resting: when the source will be asked again (ISO). */
  retryAt: string | null;
  /** The last failure's code (TIMEOUT, NETWORK_ERROR, OVER_QUERY_LIMIT…), never its text (it may name a host). */
  lastFailure: string | null;
}

export interface LiveSourceGuardOptions {
  now?: () => number;
  /** First rest after a failure; each further failure in a row doubles it, up to maxRestMs. */
  restMs?: number;
  maxRestMs?: number;
}

export const DEFAULT_REST_MS = 30_000;
export const DEFAULT_MAX_REST_MS = 10 * 60_000;

/**
 * A circuit breaker in front of a shared live source (a public Overpass server, Google Places): after a
 * failure the source rests — nothing asks it until the rest is over — and the finder answers from the
 * catalog meanwhile, so a machine without internet starts sessions as fast as with the catalog alone. The
 * rest is the longer of our backoff (doubling per failure in a row) and the server's own Retry-After; when it
 * ends, one request probes the source while the others keep resting. Hand-written rather than opossum: its
 * fixed reset timeout cannot take a server's Retry-After.
 */
export class LiveSourceGuard implements RestaurantSource {
  readonly kind: RestaurantSource['kind'];
  private readonly now: () => number;
  private readonly restMs: number;
  private readonly maxRestMs: number;
  private failuresInARow = 0;
  private restingUntil = 0;
  private probing = false;
  private state: LiveSourceState = 'untried';
  private lastFailure: string | null = null;

  constructor(
    private readonly source: RestaurantSource,
    options: LiveSourceGuardOptions = {},
  ) {
    this.kind = source.kind;
    this.now = options.now ?? Date.now;
    this.restMs = options.restMs ?? DEFAULT_REST_MS;
    this.maxRestMs = options.maxRestMs ?? DEFAULT_MAX_REST_MS;
    if (source.photo) this.photo = (ref, maxWidth) => this.guarded(() => source.photo!(ref, maxWidth));
  }

  photo?: (ref: string, maxWidth: number) => Promise<PhotoResult | null>;

  nearby(query: NearbyQuery): Promise<Place[]> {
    return this.guarded(() => this.source.nearby(query));
  }

  details(placeId: string): Promise<Place | null> {
    return this.guarded(() => this.source.details(placeId));
  }

  health(): LiveSourceHealth {
    const resting = this.restingUntil > this.now();
    return { state: this.state, retryAt: resting ? new Date(this.restingUntil).toISOString() : null, lastFailure: this.lastFailure };
  }

  private async guarded<T>(ask: () => Promise<T>): Promise<T> {
    const probe = this.failuresInARow > 0;
    if (this.now() < this.restingUntil || (probe && this.probing)) {
      throw new RestaurantSourceError(this.kind, 'RESTING', 'The live restaurant source is resting after a failure');
    }
    if (probe) this.probing = true;
    try {
      const answer = await ask();
      this.failuresInARow = 0;
      this.restingUntil = 0;
      this.state = 'reachable';
      return answer;
    } catch (error) {
      if (countsAsOutage(error)) this.rest(error);
      throw error;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private rest(error: unknown): void {
    this.failuresInARow++;
    this.state = 'unreachable';
    this.lastFailure = error instanceof RestaurantSourceError ? error.code : 'NETWORK_ERROR';
    const backoff = Math.min(this.restMs * 2 ** (this.failuresInARow - 1), this.maxRestMs);
    const asked = error instanceof RestaurantSourceError ? (error.retryAfterMs ?? 0) : 0;
    // A server's Retry-After is honoured in full, up to the longest rest we'd take anyway.
    this.restingUntil = this.now() + Math.max(backoff, Math.min(asked, this.maxRestMs));
  }
}

/**
 * A refusal of this one request (a bad id, a key without the API enabled) is not an outage; a timeout, a
 * network failure, 429 and any 5xx are, and so is an answer that isn't the protocol's.
 */
function countsAsOutage(error: unknown): boolean {
  if (!(error instanceof RestaurantSourceError)) return true;
  if (error.code === 'INVALID_REQUEST' || error.code === 'REQUEST_DENIED') return false;
  if (error.code === 'HTTP_ERROR' && error.upstreamStatus !== undefined) return error.upstreamStatus >= 500 || error.upstreamStatus === 429;
  return true;
}
