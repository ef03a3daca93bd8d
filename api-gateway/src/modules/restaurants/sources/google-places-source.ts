import { z } from 'zod';
import { milesToMeters } from '../domain/geo';
import type { Place } from '../domain/place';
import { GOOGLE_ID_PREFIX, GOOGLE_PHOTO_NAME, GOOGLE_PLACE_ID, googlePlaceSchema, googlePlacesToPlaces } from './google-places-mapping';
import {
  RestaurantSourceError,
  type NearbyQuery,
  type PhotoResult,
  type RestaurantSource,
  type RestaurantSourceErrorCode,
} from './restaurant-source';
import { readJson, requestUpstream, type Fetch, type UpstreamRequest } from './upstream-request';

export const DEFAULT_GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';

/** How Nearby Search (New) orders its (at most 20) results. */
export type RankPreference = 'POPULARITY' | 'DISTANCE';

export interface GooglePlacesOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: Fetch;
  timeoutMs?: number;
  /**
   * One Nearby Search per entry, merged. Nearby Search (New) answers at most 20 places and has no next
   * page, while a deck is 20 cards *after* the user's filters. The 20 most popular places in the circle
   * plus the 20 nearest give up to 40 distinct ones (two billed calls per area per cache TTL); more
   * calls per area would multiply the cost for places few decks reach.
   */
  rankPreferences?: readonly RankPreference[];
  /** The clock Google's utcOffsetMinutes is stamped with (tests). */
  now?: () => Date;
}

/** Nearby Search (New) accepts a radius up to 50 km and up to 20 results. */
const MAX_RADIUS_METERS = 50_000;
const MAX_RESULTS = 20;
const MAX_PHOTO_WIDTH = 1600;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Names, addresses and hours in the app's language rather than the place's. */
const LANGUAGE = 'en';

/**
 * Exactly the fields the mapping reads, so Google bills for nothing the app doesn't show. Rating, price,
 * hours, phone and website put the calls in the Enterprise tier (rating alone would); Atmosphere fields
 * (reviews, servesVegetarianFood, …) are left out, since any one of them bills the whole call higher.
 */
export const GOOGLE_PLACE_FIELDS: readonly string[] = Object.keys(googlePlaceSchema.shape);
const NEARBY_FIELD_MASK = GOOGLE_PLACE_FIELDS.map((field) => `places.${field}`).join(',');
const DETAILS_FIELD_MASK = GOOGLE_PLACE_FIELDS.join(',');

const nearbyResponseSchema = z.object({ places: z.array(z.unknown()).default([]) });
const photoMediaSchema = z.object({ photoUri: z.url({ protocol: /^https?$/ }) });
/** google.rpc.Status, the error body of every Google REST API. */
const errorBodySchema = z.object({
  error: z.object({
    status: z.string().default('UNKNOWN'),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).default([]),
  }),
});

/** What a failed call answered: its google.rpc status, or 'HTTP_<code>' when the body isn't one. */
interface UpstreamFailure {
  httpStatus: number;
  status: string;
  reason?: string;
}

/** Statuses read as an error body instead of failing in requestUpstream (which keeps 429 and 5xx). */
const ERROR_BODY_STATUSES = [400, 401, 403, 404];

function errorCode(failure: UpstreamFailure): RestaurantSourceErrorCode {
  // A bad key answers 400 INVALID_ARGUMENT with reason API_KEY_INVALID: it is a denial, not a bad request.
  if (failure.reason === 'API_KEY_INVALID' || failure.status === 'PERMISSION_DENIED' || failure.status === 'UNAUTHENTICATED') {
    return 'REQUEST_DENIED';
  }
  if (failure.status === 'RESOURCE_EXHAUSTED') return 'OVER_QUERY_LIMIT';
  if (failure.status === 'INVALID_ARGUMENT') return 'INVALID_REQUEST';
  return failure.status.startsWith('HTTP_') ? 'HTTP_ERROR' : 'UPSTREAM_ERROR';
}

/**
 * Google Places API (New): Nearby Search, Place Details and Place Photos. The key travels in the
 * X-Goog-Api-Key header, never in a URL, and never leaves the gateway: photos are proxied.
 */
export class GooglePlacesSource implements RestaurantSource {
  readonly kind = 'google' as const;
  private readonly baseUrl: string;
  private readonly request: UpstreamRequest;
  private readonly rankPreferences: readonly RankPreference[];
  private readonly now: () => Date;

  constructor(private readonly options: GooglePlacesOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_GOOGLE_PLACES_BASE_URL).replace(/\/+$/, '');
    this.request = {
      source: 'google',
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 8000,
      secrets: [options.apiKey],
    };
    this.rankPreferences = options.rankPreferences ?? ['POPULARITY', 'DISTANCE'];
    this.now = options.now ?? (() => new Date());
  }

  async nearby({ latitude, longitude, radiusMiles }: NearbyQuery): Promise<Place[]> {
    const radius = Math.min(MAX_RADIUS_METERS, Math.max(1, Math.round(milesToMeters(radiusMiles))));
    const answers = await Promise.all(
      this.rankPreferences.map((rankPreference) =>
        this.call('nearby search', `${this.baseUrl}/v1/places:searchNearby`, {
          method: 'POST',
          fieldMask: NEARBY_FIELD_MASK,
          body: {
            includedTypes: ['restaurant'],
            maxResultCount: MAX_RESULTS,
            rankPreference,
            languageCode: LANGUAGE,
            locationRestriction: { circle: { center: { latitude, longitude }, radius } },
          },
        }),
      ),
    );
    const observedAt = this.now();
    // The searches overlap; the first copy of a place wins.
    const byId = new Map<string, Place>();
    for (const answer of answers) {
      const parsed = nearbyResponseSchema.safeParse(answer);
      if (!parsed.success)
        throw new RestaurantSourceError('google', 'BAD_RESPONSE', 'Google Places nearby search answered an unexpected shape');
      for (const place of googlePlacesToPlaces(parsed.data.places, observedAt)) if (!byId.has(place.id)) byId.set(place.id, place);
    }
    return [...byId.values()];
  }

  async details(placeId: string): Promise<Place | null> {
    if (!placeId.startsWith(GOOGLE_ID_PREFIX)) return null;
    const id = placeId.slice(GOOGLE_ID_PREFIX.length);
    if (!GOOGLE_PLACE_ID.test(id)) return null;
    const url = `${this.baseUrl}/v1/places/${id}?languageCode=${LANGUAGE}`;
    // 404 NOT_FOUND, or 400 INVALID_ARGUMENT for an id Google no longer reads: either way, no such place.
    const answer = await this.call('place details', url, { method: 'GET', fieldMask: DETAILS_FIELD_MASK }, [
      'NOT_FOUND',
      'INVALID_ARGUMENT',
    ]);
    if (answer === null) return null;
    return googlePlacesToPlaces([answer], this.now())[0] ?? null;
  }

  /**
   * Place Photos (New) with skipHttpRedirect: Google answers the image's short-lived public photoUri as
   * JSON, which is then fetched without the key. Following Google's redirect instead would send the key
   * header on to the image host (fetch keeps custom headers across redirects).
   */
  async photo(ref: string, maxWidth: number): Promise<PhotoResult | null> {
    if (!GOOGLE_PHOTO_NAME.test(ref)) return null;
    const width = Math.min(MAX_PHOTO_WIDTH, Math.max(1, Math.round(maxWidth) || 800));
    const mediaUrl = `${this.baseUrl}/v1/${ref}/media?maxWidthPx=${width}&skipHttpRedirect=true`;
    const answer = await this.call('photo', mediaUrl, { method: 'GET' }, ['NOT_FOUND', 'INVALID_ARGUMENT']);
    if (answer === null) return null;
    const media = photoMediaSchema.safeParse(answer);
    if (!media.success) throw new RestaurantSourceError('google', 'BAD_RESPONSE', 'Google Places photo answered no photoUri');

    const image = { ...this.request, passThroughStatuses: [403, 404] };
    return requestUpstream(media.data.photoUri, image, 'Google Places photo', async (response) => {
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return null;
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!contentType.startsWith('image/')) {
        throw new RestaurantSourceError('google', 'BAD_RESPONSE', 'Google Places photo did not answer an image', response.status);
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_PHOTO_BYTES) throw new RestaurantSourceError('google', 'BAD_RESPONSE', 'Google Places photo is too large');
      return { contentType, body };
    });
  }

  /**
   * One JSON call with the key (and field mask) in headers. Answers the parsed body; null when Google
   * answered one of the `tolerated` statuses; throws a RestaurantSourceError for every other failure.
   */
  private async call(
    what: string,
    url: string,
    init: { method: 'GET' | 'POST'; fieldMask?: string; body?: unknown },
    tolerated: readonly string[] = [],
  ): Promise<unknown> {
    const label = `Google Places ${what}`;
    const headers: Record<string, string> = { 'X-Goog-Api-Key': this.options.apiKey };
    if (init.fieldMask) headers['X-Goog-FieldMask'] = init.fieldMask;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const request: UpstreamRequest = {
      ...this.request,
      init: { method: init.method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) },
      passThroughStatuses: ERROR_BODY_STATUSES,
    };
    const { ok, httpStatus, json } = await requestUpstream(url, request, label, async (response) => ({
      ok: response.ok,
      httpStatus: response.status,
      json: await readJson(response, 'google', label).catch((error: unknown) => {
        if (response.ok) throw error;
        return undefined; // an error page that isn't JSON still fails by its HTTP status below
      }),
    }));
    if (ok) return json;

    const body = errorBodySchema.safeParse(json);
    const failure: UpstreamFailure = body.success
      ? { httpStatus, status: body.data.error.status, reason: body.data.error.details.find((detail) => detail.reason)?.reason }
      : { httpStatus, status: `HTTP_${httpStatus}` };
    if (tolerated.includes(failure.status) && failure.reason !== 'API_KEY_INVALID') return null;
    // Status names only: Google's messages can echo request details.
    throw new RestaurantSourceError(
      'google',
      errorCode(failure),
      `${label} answered ${failure.status.replace(/[^A-Z0-9_]/g, '')}`,
      httpStatus,
    );
  }
}
