import { HttpError } from '../../../errors';
import type { Place, PlaceSource } from '../domain/place';

export interface NearbyQuery {
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

export interface PhotoResult {
  contentType: string;
  body: Buffer;
}

/** Where restaurants come from: Google Places, an Overpass server (live OpenStreetMap) or the bundled catalog. */
export interface RestaurantSource {
  readonly kind: PlaceSource;
  /** Places within the radius (a source may return fewer than exist, e.g. Google's 2 × 20 nearby results). */
  nearby(query: NearbyQuery): Promise<Place[]>;
  /** One place by the id this source gave it; null when unknown to this source. */
  details(placeId: string): Promise<Place | null>;
  /** The image bytes for one of this source's photo references; null when the source has no such photo. */
  photo?(ref: string, maxWidth: number): Promise<PhotoResult | null>;
}

export type RestaurantSourceErrorCode =
  | 'REQUEST_DENIED'
  | 'OVER_QUERY_LIMIT'
  | 'INVALID_REQUEST'
  | 'UPSTREAM_ERROR'
  | 'HTTP_ERROR'
  | 'TIMEOUT'
  | 'NETWORK_ERROR'
  | 'BAD_RESPONSE'
  /** Not asked: the source failed lately and is resting (live-source-guard.ts). */
  | 'RESTING';

/**
 * A remote source failed. It is an HttpError (503) so an unhandled one still answers cleanly, and its
 * message never contains an API key: adapters build it only from redacted text.
 */
export class RestaurantSourceError extends HttpError {
  constructor(
    readonly source: PlaceSource,
    readonly code: RestaurantSourceErrorCode,
    message: string,
    /** The upstream HTTP status, when there was one. */
    readonly upstreamStatus?: number,
    /** How long the upstream asked us to wait (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(503, message);
  }
}
