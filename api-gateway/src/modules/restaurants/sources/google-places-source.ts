import { z } from 'zod';
import { milesToMeters } from '../domain/geo';
import type { Place } from '../domain/place';
import { GOOGLE_ID_PREFIX, googleResultsToPlaces } from './google-places-mapping';
import {
  RestaurantSourceError,
  type NearbyQuery,
  type PhotoResult,
  type RestaurantSource,
  type RestaurantSourceErrorCode,
} from './restaurant-source';
import { readJson, requestUpstream, type Fetch, type UpstreamRequest } from './upstream-request';

export const DEFAULT_GOOGLE_PLACES_BASE_URL = 'https://maps.googleapis.com';

export interface GooglePlacesOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: Fetch;
  timeoutMs?: number;
  /** Nearby search returns 20 per page; Google allows 3 pages (60 places). */
  maxPages?: number;
  /**
   * A next_page_token becomes valid "a short time" after it is issued (about 2 s in practice);
   * asking sooner answers INVALID_REQUEST, so we wait, and retry once more if still too early.
   */
  pageTokenDelayMs?: number;
}

/** Nearby search accepts at most 50 km. */
const MAX_RADIUS_METERS = 50_000;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const PAGE_TOKEN_RETRIES = 2;

const DETAILS_FIELDS = [
  'place_id',
  'name',
  'geometry',
  'vicinity',
  'formatted_address',
  'formatted_phone_number',
  'international_phone_number',
  'website',
  'opening_hours',
  'price_level',
  'rating',
  'user_ratings_total',
  'photos',
  'types',
  'business_status',
].join(',');

const envelopeSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z.array(z.unknown()).optional(),
  result: z.unknown().optional(),
  next_page_token: z.string().optional(),
});
type Envelope = z.infer<typeof envelopeSchema>;

const KNOWN_STATUS_CODES: ReadonlySet<string> = new Set(['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'INVALID_REQUEST']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Google Places API (legacy web service): nearby search, place details and photos. */
export class GooglePlacesSource implements RestaurantSource {
  readonly kind = 'google' as const;
  private readonly baseUrl: string;
  private readonly request: UpstreamRequest;
  private readonly maxPages: number;
  private readonly pageTokenDelayMs: number;

  constructor(private readonly options: GooglePlacesOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_GOOGLE_PLACES_BASE_URL).replace(/\/+$/, '');
    this.request = {
      source: 'google',
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 8000,
      secrets: [options.apiKey],
    };
    this.maxPages = options.maxPages ?? 3;
    this.pageTokenDelayMs = options.pageTokenDelayMs ?? 2000;
  }

  async nearby({ latitude, longitude, radiusMiles }: NearbyQuery): Promise<Place[]> {
    const radius = Math.min(MAX_RADIUS_METERS, Math.max(1, Math.round(milesToMeters(radiusMiles))));
    let envelope = await this.call('nearbysearch', {
      location: `${latitude},${longitude}`,
      radius: String(radius),
      type: 'restaurant',
    });
    const results: unknown[] = [...(envelope.results ?? [])];

    for (let page = 1; page < this.maxPages && envelope.next_page_token; page++) {
      envelope = await this.nextPage(envelope.next_page_token);
      results.push(...(envelope.results ?? []));
    }
    // Pages can repeat a place when results shift between calls; the first (fuller) copy wins.
    const byId = new Map<string, Place>();
    for (const place of googleResultsToPlaces(results)) if (!byId.has(place.id)) byId.set(place.id, place);
    return [...byId.values()];
  }

  async details(placeId: string): Promise<Place | null> {
    if (!placeId.startsWith(GOOGLE_ID_PREFIX)) return null;
    const envelope = await this.call('details', { place_id: placeId.slice(GOOGLE_ID_PREFIX.length), fields: DETAILS_FIELDS }, [
      'NOT_FOUND',
      'INVALID_REQUEST',
    ]);
    if (envelope.status !== 'OK' || envelope.result === undefined) return null;
    return googleResultsToPlaces([envelope.result])[0] ?? null;
  }

  async photo(ref: string, maxWidth: number): Promise<PhotoResult | null> {
    const width = Math.min(1600, Math.max(1, Math.round(maxWidth) || 800));
    const url = this.url('photo', { maxwidth: String(width), photo_reference: ref });
    // Google redirects to the image host; fetch follows. 400/404 mean an unknown or expired reference.
    return requestUpstream(url, { ...this.request, passThroughStatuses: [400, 404] }, 'Google Places photo', async (response) => {
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return null;
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!contentType.startsWith('image/')) {
        throw new RestaurantSourceError('google', 'BAD_RESPONSE', 'Google Places photo did not answer an image', response.status);
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_PHOTO_BYTES) {
        throw new RestaurantSourceError('google', 'BAD_RESPONSE', 'Google Places photo is too large');
      }
      return { contentType, body };
    });
  }

  private async nextPage(token: string): Promise<Envelope> {
    for (let attempt = 0; ; attempt++) {
      await sleep(this.pageTokenDelayMs);
      const envelope = await this.call('nearbysearch', { pagetoken: token }, attempt < PAGE_TOKEN_RETRIES ? ['INVALID_REQUEST'] : []);
      if (envelope.status !== 'INVALID_REQUEST') return envelope;
    }
  }

  /** One JSON call; OK and ZERO_RESULTS pass, `tolerated` statuses are returned to the caller, others throw. */
  private async call(endpoint: string, params: Record<string, string>, tolerated: readonly string[] = []): Promise<Envelope> {
    const what = `Google Places ${endpoint}`;
    const url = this.url(`${endpoint}/json`, params);
    const json = await requestUpstream(url, this.request, what, (response) => readJson(response, 'google', what));
    const parsed = envelopeSchema.safeParse(json);
    if (!parsed.success) throw new RestaurantSourceError('google', 'BAD_RESPONSE', `${what} answered an unexpected shape`);
    const envelope = parsed.data;
    if (envelope.status === 'OK' || envelope.status === 'ZERO_RESULTS' || tolerated.includes(envelope.status)) return envelope;

    const code: RestaurantSourceErrorCode = KNOWN_STATUS_CODES.has(envelope.status)
      ? (envelope.status as RestaurantSourceErrorCode)
      : 'UPSTREAM_ERROR';
    // Status names only: Google's error_message can echo request details.
    throw new RestaurantSourceError('google', code, `${what} answered ${envelope.status.replace(/[^A-Z_]/g, '')}`);
  }

  private url(path: string, params: Record<string, string>): string {
    const query = new URLSearchParams({ ...params, key: this.options.apiKey });
    return `${this.baseUrl}/maps/api/place/${path}?${query.toString()}`;
  }
}
